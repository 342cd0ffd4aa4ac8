/* global window */
/**
 * Editor UI of yomu/icon-box: settings in the sidebar, the server render in the canvas.
 */
( function ( wp, kit ) {
	'use strict';
	var __ = wp.i18n.__;
	kit.block( 'yomu/icon-box', {
		title: __( 'Icon box', 'yomu-core' ),
		fields: [
			{ key: 'icon', label: __( 'Icon', 'yomu-core' ), type: 'select', options: [ 'star', 'heart', 'book', 'bolt', 'check', 'globe' ].map( function ( icon ) { return { label: icon, value: icon }; } ) },
			{ key: 'title', label: __( 'Title', 'yomu-core' ) },
			{ key: 'text', label: __( 'Text', 'yomu-core' ), type: 'textarea' },
			{ key: 'url', label: __( 'Link', 'yomu-core' ), type: 'url' },
		],
	} );
} )( window.wp, window.yomuBlocksEditorKit );

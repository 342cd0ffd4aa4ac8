/* global window */
/**
 * Editor UI of yomu/counter: settings in the sidebar, the server render in the canvas.
 */
( function ( wp, kit ) {
	'use strict';
	var __ = wp.i18n.__;
	kit.block( 'yomu/counter', {
		title: __( 'Counter', 'yomu-core' ),
		fields: [
			{ key: 'end', label: __( 'End value', 'yomu-core' ), type: 'number' },
			{ key: 'duration', label: __( 'Duration (ms)', 'yomu-core' ), type: 'number' },
			{ key: 'separator', label: __( 'Thousands separator', 'yomu-core' ) },
			{ key: 'suffix', label: __( 'Suffix', 'yomu-core' ) },
			{ key: 'label', label: __( 'Label', 'yomu-core' ) },
		],
	} );
} )( window.wp, window.yomuBlocksEditorKit );

/* global window */
/**
 * Editor UI of yomu/gallery-lightbox: settings in the sidebar, the server render in the canvas.
 */
( function ( wp, kit ) {
	'use strict';
	var __ = wp.i18n.__;
	kit.block( 'yomu/gallery-lightbox', {
		title: __( 'Gallery lightbox', 'yomu-core' ),
		fields: [
			{ key: 'columns', label: __( 'Columns', 'yomu-core' ), type: 'number' },
			{ key: 'images', type: 'list', itemLabel: __( 'Image', 'yomu-core' ), addLabel: __( 'Add image', 'yomu-core' ), empty: { url: '', caption: '', alt: '' }, fields: [
				{ key: 'url', label: __( 'Image URL', 'yomu-core' ), type: 'url' },
				{ key: 'caption', label: __( 'Caption', 'yomu-core' ) },
				{ key: 'alt', label: __( 'Alternative text', 'yomu-core' ) },
			] },
		],
	} );
} )( window.wp, window.yomuBlocksEditorKit );

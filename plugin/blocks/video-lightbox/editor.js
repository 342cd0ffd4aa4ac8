/* global window */
/**
 * Editor UI of yomu/video-lightbox: settings in the sidebar, the server render in the canvas.
 */
( function ( wp, kit ) {
	'use strict';
	var __ = wp.i18n.__;
	kit.block( 'yomu/video-lightbox', {
		title: __( 'Video lightbox', 'yomu-core' ),
		fields: [
			{ key: 'url', label: __( 'Video URL (YouTube, Vimeo or a video file)', 'yomu-core' ), type: 'url' },
			{ key: 'title', label: __( 'Title', 'yomu-core' ) },
			{ key: 'posterUrl', label: __( 'Poster image URL', 'yomu-core' ), type: 'url' },
		],
	} );
} )( window.wp, window.yomuBlocksEditorKit );

/* global window */
/**
 * Editor UI of yomu/manga-grid ([manga_grid]): settings in the sidebar, the server render in the canvas.
 */
( function ( wp, kit ) {
	'use strict';
	var __ = wp.i18n.__;
	kit.block( 'yomu/manga-grid', {
		title: __( 'Manga grid of nine', 'yomu-core' ),
		fields: [
			{ key: 'orderby', label: __( 'Order', 'yomu-core' ), type: 'select', options: [
				{ label: __( 'Latest', 'yomu-core' ), value: 'latest' },
				{ label: __( 'A-Z', 'yomu-core' ), value: 'alphabet' },
				{ label: __( 'Rating', 'yomu-core' ), value: 'rating' },
				{ label: __( 'Trending', 'yomu-core' ), value: 'trending' },
				{ label: __( 'Most Views', 'yomu-core' ), value: 'views' },
				{ label: __( 'New', 'yomu-core' ), value: 'new-manga' },
				{ label: __( 'Random', 'yomu-core' ), value: 'random' },
			] },
			{ key: 'genres', label: __( 'Genres (slugs, comma separated)', 'yomu-core' ) },
			{ key: 'tags', label: __( 'Tags (slugs, comma separated)', 'yomu-core' ) },
			{ key: 'chapterType', label: __( 'Chapter type', 'yomu-core' ), type: 'select', options: [
				{ label: __( 'All', 'yomu-core' ), value: 'all' },
				{ label: __( 'Images', 'yomu-core' ), value: 'manga' },
				{ label: __( 'Text', 'yomu-core' ), value: 'text' },
				{ label: __( 'Video', 'yomu-core' ), value: 'video' },
			] },
		],
	} );
} )( window.wp, window.yomuBlocksEditorKit );

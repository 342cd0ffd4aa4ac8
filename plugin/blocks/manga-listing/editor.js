/* global window */
/**
 * Editor UI of yomu/manga-listing ([manga_listing]): settings in the sidebar, the server render in the canvas.
 */
( function ( wp, kit ) {
	'use strict';
	var __ = wp.i18n.__;
	kit.block( 'yomu/manga-listing', {
		title: __( 'Manga listing', 'yomu-core' ),
		fields: [
			{ key: 'heading', label: __( 'Heading', 'yomu-core' ) },
			{ key: 'orderby', label: __( 'Order', 'yomu-core' ), type: 'select', options: kit.choices.mangaOrders },
			{ key: 'count', label: __( 'Number of manga', 'yomu-core' ), type: 'number' },
			{ key: 'genres', label: __( 'Genres (slugs, comma separated)', 'yomu-core' ) },
			{ key: 'tags', label: __( 'Tags (slugs, comma separated)', 'yomu-core' ) },
			{ key: 'chapterType', label: __( 'Chapter type', 'yomu-core' ), type: 'select', options: kit.choices.chapterTypes },
			{ key: 'status', label: __( 'Status', 'yomu-core' ), type: 'select', options: [
				{ label: __( 'All', 'yomu-core' ), value: '' },
				{ label: __( 'OnGoing', 'yomu-core' ), value: 'on-going' },
				{ label: __( 'Completed', 'yomu-core' ), value: 'end' },
				{ label: __( 'Canceled', 'yomu-core' ), value: 'canceled' },
				{ label: __( 'On Hold', 'yomu-core' ), value: 'on-hold' },
				{ label: __( 'Upcoming', 'yomu-core' ), value: 'upcoming' },
			] },
			{ key: 'itemLayout', label: __( 'Layout', 'yomu-core' ), type: 'select', options: [
				{ label: __( 'Cards', 'yomu-core' ), value: 'default' },
				{ label: __( 'Big covers', 'yomu-core' ), value: 'big_thumbnail' },
				{ label: __( 'Simple', 'yomu-core' ), value: 'simple' },
				{ label: __( 'Latest chapters table', 'yomu-core' ), value: 'chapters' },
			] },
			{ key: 'itemsPerRow', label: __( 'Items per row', 'yomu-core' ), type: 'select', numeric: true, options: [
				{ label: '3', value: '3' },
				{ label: '2', value: '2' },
			] },
		],
	} );
} )( window.wp, window.yomuBlocksEditorKit );

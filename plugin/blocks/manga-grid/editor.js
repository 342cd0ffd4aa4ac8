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
			{ key: 'orderby', label: __( 'Order', 'yomu-core' ), type: 'select', options: kit.choices.mangaOrders },
			{ key: 'genres', label: __( 'Genres (slugs, comma separated)', 'yomu-core' ) },
			{ key: 'tags', label: __( 'Tags (slugs, comma separated)', 'yomu-core' ) },
			{ key: 'chapterType', label: __( 'Chapter type', 'yomu-core' ), type: 'select', options: kit.choices.chapterTypes },
		],
	} );
} )( window.wp, window.yomuBlocksEditorKit );

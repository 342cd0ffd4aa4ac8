/* global window */
/**
 * Editor UI of yomu/manga-slider ([manga_post_slider]): settings in the sidebar, the server render in the canvas.
 */
( function ( wp, kit ) {
	'use strict';
	var __ = wp.i18n.__;
	kit.block( 'yomu/manga-slider', {
		title: __( 'Manga or post slider', 'yomu-core' ),
		fields: [
			{ key: 'postType', label: __( 'Show', 'yomu-core' ), type: 'select', options: [
				{ label: __( 'Manga', 'yomu-core' ), value: 'wp-manga' },
				{ label: __( 'Posts', 'yomu-core' ), value: 'post' },
			] },
			{ key: 'style', label: __( 'Style', 'yomu-core' ), type: 'select', numeric: true, options: [
				{ label: '1', value: '1' },
				{ label: '2', value: '2' },
				{ label: '3', value: '3' },
				{ label: '4', value: '4' },
			] },
			{ key: 'orderby', label: __( 'Order', 'yomu-core' ), type: 'select', options: [
				{ label: __( 'Latest', 'yomu-core' ), value: 'latest' },
				{ label: __( 'Most Views', 'yomu-core' ), value: 'view' },
				{ label: __( 'Most comments', 'yomu-core' ), value: 'comment' },
				{ label: __( 'Title', 'yomu-core' ), value: 'title' },
				{ label: __( 'Random', 'yomu-core' ), value: 'random' },
			] },
			{ key: 'time', label: __( 'Views of', 'yomu-core' ), type: 'select', options: [
				{ label: __( 'All time', 'yomu-core' ), value: 'all' },
				{ label: __( 'Today', 'yomu-core' ), value: 'day' },
				{ label: __( 'This week', 'yomu-core' ), value: 'week' },
				{ label: __( 'This month', 'yomu-core' ), value: 'month' },
				{ label: __( 'This year', 'yomu-core' ), value: 'year' },
			] },
			{ key: 'count', label: __( 'Number of items', 'yomu-core' ), type: 'number' },
			{ key: 'number', label: __( 'Items in view', 'yomu-core' ), type: 'number' },
			{ key: 'genres', label: __( 'Genres or categories (slugs, comma separated)', 'yomu-core' ) },
			{ key: 'autoplay', label: __( 'Autoplay', 'yomu-core' ), type: 'select', options: [
				{ label: __( 'Off', 'yomu-core' ), value: 'off' },
				{ label: __( 'On', 'yomu-core' ), value: 'on' },
			] },
		],
	} );
} )( window.wp, window.yomuBlocksEditorKit );

/* global window */
/**
 * Editor UI of yomu/testimonials: settings in the sidebar, the server render in the canvas.
 */
( function ( wp, kit ) {
	'use strict';
	var __ = wp.i18n.__;
	kit.block( 'yomu/testimonials', {
		title: __( 'Testimonials carousel', 'yomu-core' ),
		fields: [
			{ key: 'perView', label: __( 'Testimonials per view', 'yomu-core' ), type: 'select', numeric: true, options: [ { label: '1', value: 1 }, { label: '2', value: 2 } ] },
			{ key: 'items', type: 'list', itemLabel: __( 'Testimonial', 'yomu-core' ), addLabel: __( 'Add testimonial', 'yomu-core' ), empty: { quote: '', name: '', role: '', imageUrl: '' }, fields: [
				{ key: 'quote', label: __( 'Quote', 'yomu-core' ), type: 'textarea' },
				{ key: 'name', label: __( 'Name', 'yomu-core' ) },
				{ key: 'role', label: __( 'Role', 'yomu-core' ) },
				{ key: 'imageUrl', label: __( 'Photo URL', 'yomu-core' ), type: 'url' },
			] },
		],
	} );
} )( window.wp, window.yomuBlocksEditorKit );

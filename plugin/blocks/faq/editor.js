/* global window */
/**
 * Editor UI of yomu/faq: settings in the sidebar, the server render in the canvas.
 */
( function ( wp, kit ) {
	'use strict';
	var __ = wp.i18n.__;
	kit.block( 'yomu/faq', {
		title: __( 'FAQ cards', 'yomu-core' ),
		fields: [
			{ key: 'items', type: 'list', itemLabel: __( 'Question', 'yomu-core' ), addLabel: __( 'Add question', 'yomu-core' ), empty: { question: '', answer: '' }, fields: [
				{ key: 'question', label: __( 'Question', 'yomu-core' ) },
				{ key: 'answer', label: __( 'Answer', 'yomu-core' ), type: 'textarea' },
			] },
		],
	} );
} )( window.wp, window.yomuBlocksEditorKit );

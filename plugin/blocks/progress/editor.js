/* global window */
/**
 * Editor UI of yomu/progress: settings in the sidebar, the server render in the canvas.
 */
( function ( wp, kit ) {
	'use strict';
	var __ = wp.i18n.__;
	kit.block( 'yomu/progress', {
		title: __( 'Progress bar or circle', 'yomu-core' ),
		fields: [
			{ key: 'shape', label: __( 'Shape', 'yomu-core' ), type: 'select', options: [ { label: __( 'Bar', 'yomu-core' ), value: 'bar' }, { label: __( 'Circle', 'yomu-core' ), value: 'circle' } ] },
			{ key: 'value', label: __( 'Percentage', 'yomu-core' ), type: 'number' },
			{ key: 'label', label: __( 'Label', 'yomu-core' ) },
			{ key: 'color', label: __( 'Colour', 'yomu-core' ), type: 'color' },
		],
	} );
} )( window.wp, window.yomuBlocksEditorKit );

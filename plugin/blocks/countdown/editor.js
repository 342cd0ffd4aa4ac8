/* global window */
/**
 * Editor UI of yomu/countdown: settings in the sidebar, the server render in the canvas.
 */
( function ( wp, kit ) {
	'use strict';
	var __ = wp.i18n.__;
	kit.block( 'yomu/countdown', {
		title: __( 'Countdown', 'yomu-core' ),
		fields: [
			{ key: 'target', label: __( 'Counts down to (site time)', 'yomu-core' ), type: 'datetime' },
			{ key: 'format', label: __( 'Format', 'yomu-core' ), type: 'select', options: [ { label: __( 'Days, hours, minutes, seconds', 'yomu-core' ), value: 'short' }, { label: __( 'Full (years and months too)', 'yomu-core' ), value: 'full' } ] },
			{ key: 'labels', label: __( 'Unit labels', 'yomu-core' ), type: 'object', fields: [
				{ key: 'years', label: __( 'Years', 'yomu-core' ) },
				{ key: 'months', label: __( 'Months', 'yomu-core' ) },
				{ key: 'days', label: __( 'Days', 'yomu-core' ) },
				{ key: 'hours', label: __( 'Hours', 'yomu-core' ) },
				{ key: 'minutes', label: __( 'Minutes', 'yomu-core' ) },
				{ key: 'seconds', label: __( 'Seconds', 'yomu-core' ) },
			] },
		],
	} );
} )( window.wp, window.yomuBlocksEditorKit );

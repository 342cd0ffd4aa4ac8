/* global window */
/**
 * Editor UI of yomu/recipe: settings in the sidebar, the server render in the canvas.
 */
( function ( wp, kit ) {
	'use strict';
	var __ = wp.i18n.__;
	kit.block( 'yomu/recipe', {
		title: __( 'Recipe', 'yomu-core' ),
		fields: [
			{ key: 'title', label: __( 'Recipe name', 'yomu-core' ) },
			{ key: 'summary', label: __( 'Introduction', 'yomu-core' ), type: 'textarea' },
			{ key: 'prepTime', label: __( 'Preparation', 'yomu-core' ) },
			{ key: 'cookTime', label: __( 'Cooking', 'yomu-core' ) },
			{ key: 'servings', label: __( 'Servings', 'yomu-core' ) },
			{ key: 'ingredients', label: __( 'Ingredients (one per line)', 'yomu-core' ), type: 'lines' },
			{ key: 'steps', label: __( 'Instructions (one step per line)', 'yomu-core' ), type: 'lines' },
			{ key: 'notes', label: __( 'Notes', 'yomu-core' ), type: 'textarea' },
		],
	} );
} )( window.wp, window.yomuBlocksEditorKit );

<?php
/**
 * Recipe card with ingredient checkboxes; the recipe-print island adds the print button.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Blocks;

/**
 * Server render of yomu/recipe.
 */
final class RecipeBlock {

	/**
	 * The block's HTML.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function render( array $attributes ): string {
		$title = Attributes::text( $attributes, 'title' );
		if ( '' === $title ) {
			return '';
		}
		$html  = '<div class="yomu-recipe">';
		$html .= '<h2 class="yomu-recipe__title">' . esc_html( $title ) . '</h2>';
		$intro = Attributes::text( $attributes, 'summary' );
		if ( '' !== $intro ) {
			$html .= '<div class="yomu-recipe__summary">' . Attributes::rich( $intro ) . '</div>';
		}
		$html .= self::facts( $attributes );

		$ingredients = Attributes::strings( $attributes, 'ingredients' );
		if ( $ingredients ) {
			$html .= '<h3 class="yomu-recipe__heading">' . esc_html__( 'Ingredients', 'yomu-core' ) . '</h3><ul class="yomu-recipe__ingredients">';
			foreach ( $ingredients as $ingredient ) {
				$html .= '<li><label><input type="checkbox" class="yomu-recipe__tick"> <span>' . esc_html( $ingredient ) . '</span></label></li>';
			}
			$html .= '</ul>';
		}
		$steps = Attributes::strings( $attributes, 'steps' );
		if ( $steps ) {
			$html .= '<h3 class="yomu-recipe__heading">' . esc_html__( 'Instructions', 'yomu-core' ) . '</h3><ol class="yomu-recipe__steps">';
			foreach ( $steps as $step ) {
				$html .= '<li>' . esc_html( $step ) . '</li>';
			}
			$html .= '</ol>';
		}
		$notes = Attributes::text( $attributes, 'notes' );
		if ( '' !== $notes ) {
			$html .= '<div class="yomu-recipe__notes"><h3 class="yomu-recipe__heading">' . esc_html__( 'Notes', 'yomu-core' ) . '</h3>' . Attributes::rich( $notes ) . '</div>';
		}
		$html .= '</div>';

		$props = array( 'stylesheet' => self::print_stylesheet() );
		return sprintf( '<div %s>%s</div>', Mount::wrapper( 'yomu-recipe-block' ), Mount::island( 'recipe-print', $props, $html, 'visible' ) );
	}

	/**
	 * The stylesheet the print window loads; '' makes it fall back to hiding .no-print elements.
	 */
	public static function print_stylesheet(): string {
		$url = (string) apply_filters( 'yomu_recipe_print_stylesheet', plugins_url( 'blocks/recipe/print.css', YOMU_CORE_FILE ) );
		return esc_url_raw( $url );
	}

	/**
	 * Preparation time, cooking time and servings, when given.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	private static function facts( array $attributes ): string {
		$facts = array(
			'prepTime' => __( 'Preparation', 'yomu-core' ),
			'cookTime' => __( 'Cooking', 'yomu-core' ),
			'servings' => __( 'Servings', 'yomu-core' ),
		);
		$items = '';
		foreach ( $facts as $key => $label ) {
			$value = Attributes::text( $attributes, $key );
			if ( '' !== $value ) {
				$items .= '<div><dt>' . esc_html( $label ) . '</dt><dd>' . esc_html( $value ) . '</dd></div>';
			}
		}
		return '' === $items ? '' : '<dl class="yomu-recipe__facts">' . $items . '</dl>';
	}
}

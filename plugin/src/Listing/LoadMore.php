<?php
/**
 * The listing load-more calls: `yomu_load_more` and Madara's `madara_load_more` (page, template, vars), and
 * `wp_manga_archive_loadmore` (manga_args, template). All are read-only and open to guests.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Listing;

use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;

/**
 * Answers HTML cards. Unknown template: HTTP 400 and a short readable message (never the template asked for).
 */
final class LoadMore {

	public const ACTIONS         = array( 'yomu_load_more', 'madara_load_more' );
	public const ARCHIVE_ACTION  = 'wp_manga_archive_loadmore';
	public const DEFAULT_ARCHIVE = 'madara-core/content/content-archive';

	/**
	 * Registers the actions for guests and users.
	 */
	public static function register(): void {
		Registrar::declare( array( self::class, 'actions' ) );
	}

	/**
	 * The declarations: everyone, read-only public listings, so no nonce.
	 *
	 * @return Action[]
	 */
	public static function actions(): array {
		$actions = array();
		foreach ( self::ACTIONS as $name ) {
			$actions[] = ( new Action( $name, array( self::class, 'answer' ) ) )->fields(
				array(
					'page'     => Input::INT,
					'template' => Input::RAW,
					'vars'     => Input::TREE,
				)
			);
		}
		$actions[] = ( new Action( self::ARCHIVE_ACTION, array( self::class, 'archive_answer' ) ) )->fields(
			array(
				'template'   => Input::RAW,
				'manga_args' => Input::TREE,
			)
		);
		return $actions;
	}

	/**
	 * The answer to a load-more request: the cards (escaped when built).
	 *
	 * @param Input $input page, template, vars.
	 */
	public static function answer( Input $input ): Answer {
		$variant = Templates::variant( $input->has( 'template' ) ? $input->text( 'template' ) : self::DEFAULT_ARCHIVE );
		if ( null === $variant ) {
			return self::unknown_template();
		}
		$args = QueryVars::map( $input->list( 'vars' ), ( $input->int( 'page' ) ?? 0 ) + 1 );
		return Answer::html( Cards::page( $args, $variant ) );
	}

	/**
	 * The answer to an archive load-more request (manga_args[paged] is the page shown; the next one is sent).
	 *
	 * @param Input $input template, manga_args.
	 */
	public static function archive_answer( Input $input ): Answer {
		$template = '' !== $input->text( 'template' ) ? $input->text( 'template' ) : self::DEFAULT_ARCHIVE;
		$variant  = Templates::variant( $template );
		if ( null === $variant ) {
			return self::unknown_template();
		}
		$vars  = $input->list( 'manga_args' );
		$shown = isset( $vars['paged'] ) && is_numeric( $vars['paged'] ) ? max( 1, (int) $vars['paged'] ) : 1;
		return Answer::html( Cards::page( QueryVars::map( $vars, $shown + 1 ), $variant ) );
	}

	/**
	 * The refusal of a template that is not one of the listing's own. Madara's clients stop on any error status, so
	 * the body is for the person reading it: a message, escaped, that does not repeat what was asked.
	 */
	private static function unknown_template(): Answer {
		return Answer::html( esc_html__( 'This list cannot be loaded: unknown template.', 'yomu-core' ), 400 );
	}
}

<?php
/**
 * The "Volumes and chapters" meta box (saved manga only): volume list and forms, chapter list grouped by
 * volume with their prices and the forms that price a volume or the whole manga, the create-chapter form for
 * the manga's chapter type, and the chapter panel (name, price, pages) for
 * the chapter chosen with ?yomu_chapter=ID.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\Schedule\Table;
use Yomu\Core\Locale\Dates;
use Yomu\Core\Premium\CoinActions;
use Yomu\Core\Premium\PriceField;
use Yomu\Core\Premium\Prices;
use Yomu\Core\Premium\Settings;
use Yomu\Core\Routing\Urls;

/**
 * Volumes and chapters box.
 */
final class ChaptersBox {

	public const EDITOR_ID = 'yomu_text_chapter';

	/**
	 * Adds the box when the manga has been saved at least once.
	 *
	 * @param \WP_Post $post The manga.
	 */
	public static function add( \WP_Post $post ): void {
		if ( 'auto-draft' === $post->post_status ) {
			add_meta_box( 'yomu-chapters', __( 'Volumes and chapters', 'yomu-core' ), array( self::class, 'render_unsaved' ), PostTypes::MANGA, 'normal', 'high' );
			return;
		}
		add_meta_box( 'yomu-chapters', __( 'Volumes and chapters', 'yomu-core' ), array( self::class, 'render' ), PostTypes::MANGA, 'normal', 'high' );
	}

	/**
	 * Says what to do first on a brand-new manga.
	 */
	public static function render_unsaved(): void {
		echo '<p>' . esc_html__( 'Save the manga as a draft first; then you can add volumes and chapters here.', 'yomu-core' ) . '</p>';
	}

	/**
	 * Prints the box.
	 *
	 * @param \WP_Post $post The manga.
	 */
	public static function render( \WP_Post $post ): void {
		echo Template::render( 'chapters-box', self::data( $post ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes.
		add_action(
			'admin_footer',
			static function () use ( $post ): void {
				echo ChapterSearch::form( $post->ID ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
			}
		);
	}

	/**
	 * Everything the template needs, with the forms registered.
	 *
	 * @param \WP_Post $post The manga.
	 * @return array<string, mixed>
	 */
	public static function data( \WP_Post $post ): array {
		$manga_id    = $post->ID;
		$volumes     = ChapterRepository::volumes( $manga_id );
		$all         = ChapterRepository::grouped( $manga_id, 'asc', '', true );
		$query       = ChapterSearch::query();
		$groups      = ChapterSearch::filter( $all, $query );
		$panel       = self::panel_chapter( $manga_id );
		$type        = MetaKeys::chapter_type( $manga_id );
		$edit_url    = (string) get_edit_post_link( $manga_id, 'url' );
		$chapters    = array();
		$prices      = array();
		$price_forms = array();
		foreach ( $groups as $group ) {
			foreach ( $group[1] as $chapter ) {
				$chapters[ $chapter->id ] = array(
					'edit' => add_query_arg( 'yomu_chapter', $chapter->id, $edit_url ) . '#yomu-chapter-panel',
					'view' => Urls::chapter( $post, $chapter ),
				);
				$prices[ $chapter->id ]   = self::price_badge( $chapter );
			}
			$scope                 = $group[0] ? (string) $group[0]->id : '0';
			$price_forms[ $scope ] = Forms::add(
				'yomu_chapters_price',
				$manga_id,
				array(
					'manga_id' => $manga_id,
					'scope'    => $scope,
				)
			);
		}
		$kept         = KeptInput::for_manga( $manga_id );
		$volume_forms = array();
		foreach ( $volumes as $volume ) {
			$hidden                      = array( 'volume_id' => $volume->id );
			$volume_forms[ $volume->id ] = array(
				'rename' => Forms::add( 'yomu_volume_rename', $manga_id, $hidden ),
				'move'   => Forms::add( 'yomu_volume_move', $manga_id, $hidden ),
				'delete' => Forms::add( 'yomu_volume_delete', $manga_id, $hidden ),
				'name'   => $kept->value( 'yomu_volume_rename', array( 'volume_id' => (string) $volume->id ), 'volume_name', $volume->name ),
			);
		}
		$manga_hidden = array( 'manga_id' => $manga_id );
		$create_with  = self::create_action( $type );
		$create       = Forms::add( $create_with, $manga_id, $manga_hidden );
		$new          = array();
		foreach ( array( 'chapter_name', 'chapter_name_extend', 'volume_id', 'chapter_index', 'chapter_date', 'yomu_text' ) as $field ) {
			$new[ $field ] = $kept->value( $create_with, array(), $field, '' );
		}
		return array(
			'manga_id'      => $manga_id,
			'chapter_type'  => $type,
			'volumes'       => $volumes,
			'groups'        => $groups,
			'chapter_links' => $chapters,
			'prices'        => $prices,
			'price_forms'   => $price_forms,
			'price_all'     => $groups ? Forms::add(
				'yomu_chapters_price',
				$manga_id,
				array(
					'manga_id' => $manga_id,
					'scope'    => PriceHandlers::ALL,
				)
			) : '',
			'price_help'    => PriceField::help(),
			'volume_forms'  => $volume_forms,
			'create_volume' => Forms::add( 'yomu_volume_create', $manga_id, $manga_hidden ),
			'new_volume'    => $kept->value( 'yomu_volume_create', array(), 'volume_name', '' ),
			'new_chapter'   => $new,
			'scheduled'     => array_map( array( Dates::class, 'date_time' ), Table::of_manga( $manga_id ) ),
			'timezone'      => wp_timezone_string(),
			'move_form'     => Forms::add( 'yomu_chapters_move', $manga_id ),
			// One form for every delete button: each button sends its own chapter_id.
			'delete_form'   => Forms::add( 'yomu_chapter_delete', $manga_id ),
			'create_form'   => $create,
			// The whole manga, not the search's matches: the button sits under the list but packs every chapter.
			'download_all'  => $all && 'video' !== $type ? Forms::add( 'yomu_manga_download', $manga_id, $manga_hidden ) : '',
			'editor_id'     => self::EDITOR_ID,
			'video_fields'  => 'video' === $type ? VideoServerFields::render( $create, 'yomu-new-chapter', '', $kept->servers( $create_with, array() ), true ) : '',
			'can_upload'    => current_user_can( 'upload_files' ),
			'import'        => ChapterImport::section( $manga_id ),
			'max_upload'    => size_format( wp_max_upload_size() ),
			'panel'         => $panel ? self::panel_data( $manga_id, $panel, $kept ) : null,
			'search'        => array(
				'query' => $query,
				'param' => ChapterSearch::PARAM,
				'form'  => ChapterSearch::FORM,
				'shown' => array_sum( array_map( static fn ( array $group ): int => count( $group[1] ), $groups ) ),
				'total' => array_sum( array_map( static fn ( array $group ): int => count( $group[1] ), $all ) ),
				'clear' => $edit_url,
			),
		);
	}

	/**
	 * The price shown beside a chapter in the list: its own price, or the site default when that makes it
	 * premium (null when the chapter is simply free).
	 *
	 * @param Chapter $chapter Chapter.
	 * @return array{points: int, own: bool}|null
	 */
	private static function price_badge( Chapter $chapter ): ?array {
		$own   = Prices::own( $chapter );
		$price = $own < 0 ? Settings::default_coin() : $own;
		return $price > 0 ? array(
			'points' => $price,
			'own'    => $own >= 0,
		) : null;
	}

	/**
	 * The create action for a chapter type.
	 *
	 * @param string $type manga, text or video.
	 */
	public static function create_action( string $type ): string {
		$actions = array(
			'manga' => 'yomu_chapter_create_images',
			'text'  => 'yomu_chapter_create_text',
			'video' => 'yomu_chapter_create_video',
		);
		return $actions[ $type ] ?? $actions['manga'];
	}

	/**
	 * The chapter chosen for the panel (?yomu_chapter=ID), when it belongs to this manga.
	 *
	 * @param int $manga_id Manga post ID.
	 */
	private static function panel_chapter( int $manga_id ): ?Chapter {
		$id      = isset( $_GET['yomu_chapter'] ) ? Targets::id( sanitize_text_field( wp_unslash( $_GET['yomu_chapter'] ) ) ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only selects what to show.
		$chapter = $id > 0 ? ChapterRepository::find( $id ) : null;
		return $chapter && $chapter->manga_id === $manga_id ? $chapter : null;
	}

	/**
	 * Data and forms of the chapter panel.
	 *
	 * @param int       $manga_id Manga post ID.
	 * @param Chapter   $chapter  The chapter being edited.
	 * @param KeptInput $kept     Input of a refused form, shown instead of the stored values in that form.
	 * @return array<string, mixed>
	 */
	private static function panel_data( int $manga_id, Chapter $chapter, KeptInput $kept ): array {
		$hidden   = array( 'chapter_id' => $chapter->id );
		$target   = array( 'chapter_id' => (string) $chapter->id );
		$is_video = 'video' === MetaKeys::chapter_type( $manga_id );
		$video    = $is_video ? Forms::add( 'yomu_chapter_video_update', $manga_id, $hidden ) : '';
		$stored   = array(
			'chapter_name'        => $chapter->name,
			'chapter_name_extend' => $chapter->name_extend,
			'chapter_index'       => (string) $chapter->index,
			'volume_id'           => (string) $chapter->volume_id,
			'chapter_status'      => (string) $chapter->status,
			'chapter_coin'        => PriceField::value( Prices::own( $chapter ) ),
			'chapter_date'        => LocalDateTime::of_stored( $chapter->date ),
		);
		$values   = array();
		foreach ( $stored as $field => $value ) {
			$values[ $field ] = $kept->value( 'yomu_chapter_update', $target, $field, $value );
		}
		return array(
			'chapter'   => $chapter,
			'values'    => $values,
			'scheduled' => isset( Table::of_manga( $manga_id )[ $chapter->id ] ) ? Dates::date_time( Table::of_manga( $manga_id )[ $chapter->id ] ) : '',
			'timezone'  => wp_timezone_string(),
			'video'     => $is_video ? array(
				'form'   => $video,
				'fields' => VideoServerFields::render( $video, 'yomu-edit-chapter', ChapterRepository::text( $chapter ), $kept->servers( 'yomu_chapter_video_update', $target ), true ),
			) : null,
			'pages'     => ChapterRepository::pages( $chapter ),
			'volumes'   => ChapterRepository::volumes( $manga_id ),
			'is_text'   => 'manga' !== MetaKeys::chapter_type( $manga_id ),
			'update'    => Forms::add( 'yomu_chapter_update', $manga_id, $hidden ),
			'download'  => $is_video ? '' : Forms::add( 'yomu_chapter_download', $manga_id, $hidden ),
			'storage'   => StorageHandler::panel( $chapter ),
			'move'      => Forms::add( 'yomu_chapter_storage', $manga_id, $hidden ),
			'price'     => array(
				'help'  => PriceField::help(),
				// For scripts that call Chapter Coin's wp_manga_chapter_coin_save (CoinActions) from this screen.
				'nonce' => wp_create_nonce( CoinActions::NONCE ),
			),
			'add'       => Forms::add( 'yomu_chapter_pages_add', $manga_id, $hidden ),
			'replace'   => Forms::add( 'yomu_chapter_pages_replace', $manga_id, $hidden ),
			'remove'    => Forms::add( 'yomu_chapter_pages_remove', $manga_id, $hidden ),
			'reorder'   => Forms::add( 'yomu_chapter_pages_reorder', $manga_id, $hidden ),
			'close'     => get_edit_post_link( $manga_id, 'url' ) . '#yomu-chapters',
		);
	}
}

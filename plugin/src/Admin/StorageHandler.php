<?php
/**
 * One chapter's storage, from its panel: move its pages to the S3 bucket or back to local disk (the other copy stays
 * as a mirror), or remove the copy it no longer reads from. The same verified steps as `wp yomu storage migrate`,
 * for one chapter.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\PageRows;
use Yomu\Core\Content\Storage\Migration\Outcome;
use Yomu\Core\Content\Storage\Migration\ToBucket;
use Yomu\Core\Content\Storage\Migration\ToDisk;
use Yomu\Core\Content\Storage\S3\Client;
use Yomu\Core\Content\Storage\S3\Config;

/**
 * The storage action and what the panel offers.
 */
final class StorageHandler {

	/**
	 * What the panel shows for a chapter: where it reads from, its copies, and the operations that apply (none
	 * when S3 is not set up, or for a text or video chapter).
	 *
	 * @param Chapter $chapter The chapter.
	 * @return array{reads: string, copies: string[], ops: array<string, string>}|null Null when it has no page files.
	 */
	public static function panel( Chapter $chapter ): ?array {
		if ( 'manga' !== MetaKeys::chapter_type( $chapter->manga_id ) ) {
			return null;
		}
		$copies = array_values( array_intersect( array( 'local', Config::STORAGE ), PageRows::storages( $chapter->id ) ) );
		$ops    = array();
		if ( null !== Config::configured() ) {
			$ops   = 'local' === $chapter->storage
				? array(
					'to_s3'   => __( 'Move to S3', 'yomu-core' ),
					'drop_s3' => __( 'Remove the S3 copy', 'yomu-core' ),
				)
				: array(
					'to_local'   => __( 'Move to local disk', 'yomu-core' ),
					'drop_local' => __( 'Remove the local copy', 'yomu-core' ),
				);
			$other = 'local' === $chapter->storage ? Config::STORAGE : 'local';
			if ( ! in_array( $other, $copies, true ) ) {
				unset( $ops['drop_s3'], $ops['drop_local'] );
			}
			if ( ! in_array( $chapter->storage, array( 'local', Config::STORAGE ), true ) ) {
				$ops = array(); // Pages on another host (imgur, blogspot…) are not this site's to move.
			}
		}
		return array(
			'reads'  => self::label( $chapter->storage ),
			'copies' => array_map( array( self::class, 'label' ), $copies ),
			'ops'    => $ops,
		);
	}

	/**
	 * Runs one operation on the chapter.
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return string|\WP_Error
	 */
	public static function run( int $manga_id, array $request ) {
		$chapter = ChapterRepository::find( Targets::id( $request['chapter_id'] ?? '' ) );
		$op      = isset( $request['storage_op'] ) && is_string( $request['storage_op'] ) ? $request['storage_op'] : '';
		$panel   = null === $chapter || $chapter->manga_id !== $manga_id ? null : self::panel( $chapter );
		$config  = Config::configured();
		if ( null === $chapter || null === $panel || null === $config || ! isset( $panel['ops'][ $op ] ) ) {
			return new \WP_Error( 'yomu_bad_storage_op', __( 'This storage change is not available for this chapter.', 'yomu-core' ) );
		}
		$client = new Client( $config );
		// Removing a copy is the migration's "clean" step, run on a chapter that already reads from the other storage.
		$outcome = match ( $op ) {
			'to_s3'      => ( new ToBucket( $config, $client, false, false ) )->run( $chapter ),
			'drop_local' => ( new ToBucket( $config, $client, true, false ) )->run( $chapter ),
			'to_local'   => ( new ToDisk( $config, $client, false, false ) )->run( $chapter ),
			default      => ( new ToDisk( $config, $client, true, false ) )->run( $chapter ),
		};
		return self::message( $op, $outcome );
	}

	/**
	 * What the editor is told.
	 *
	 * @param string  $op      The operation.
	 * @param Outcome $outcome What happened.
	 * @return string|\WP_Error
	 */
	private static function message( string $op, Outcome $outcome ) {
		if ( Outcome::MOVED === $outcome->kind ) {
			return 'to_s3' === $op
				? __( 'The pages were moved to S3. The local copy is kept too.', 'yomu-core' )
				: __( 'The pages were moved to local disk. The S3 copy is kept too.', 'yomu-core' );
		}
		if ( Outcome::CLEANED === $outcome->kind ) {
			return 'drop_local' === $op ? __( 'The local copy was removed.', 'yomu-core' ) : __( 'The S3 copy was removed.', 'yomu-core' );
		}
		/* translators: %s: the reason, as the storage migration gives it */
		return new \WP_Error( 'yomu_storage_' . $outcome->kind, sprintf( __( 'Nothing was changed: %s.', 'yomu-core' ), $outcome->reason ) );
	}

	/**
	 * A storage's name for editors.
	 *
	 * @param string $storage Storage name.
	 */
	private static function label( string $storage ): string {
		if ( 'local' === $storage ) {
			return __( 'Local disk', 'yomu-core' );
		}
		return Config::STORAGE === $storage ? __( 'S3 bucket', 'yomu-core' ) : $storage;
	}
}

<?php
/**
 * Moves one image chapter from local disk to the S3 bucket: every page is put under the same relative path
 * below the prefix (or found there already, from an interrupted run) and verified (size and MD5), then the
 * chapter gets its amazon page row and reads from it. The local row and files stay as a mirror unless
 * --delete-local asks for their removal, which happens only after that verification.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\Migration;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\PageRows;
use Yomu\Core\Content\Storage\S3\Client;
use Yomu\Core\Content\Storage\S3\Config;

/**
 * Local to S3, one chapter at a time.
 */
final class ToBucket {

	/**
	 * Starts a migration to the bucket.
	 *
	 * @param Config $config       S3 settings.
	 * @param Client $client       S3 client.
	 * @param bool   $delete_local Whether to remove the local copy after verification.
	 * @param bool   $dry_run      Whether to only tell what would move.
	 * @param int[]  $resuming     Chapters an interrupted run was copying (Journal::COPY).
	 */
	public function __construct(
		private readonly Config $config,
		private readonly Client $client,
		private readonly bool $delete_local,
		private readonly bool $dry_run,
		private readonly array $resuming = array()
	) {}

	/**
	 * Moves one chapter (an image chapter of a manga of image chapters).
	 *
	 * @param Chapter $chapter Chapter.
	 */
	public function run( Chapter $chapter ): Outcome {
		if ( Config::STORAGE === $chapter->storage && in_array( $chapter->id, $this->resuming, true ) ) {
			Journal::end( $chapter->id ); // Killed after its switch, before its record went.
		}
		if ( Config::STORAGE === $chapter->storage ) {
			return $this->delete_local ? $this->clean( $chapter ) : Outcome::skipped( __( 'already on S3', 'yomu-core' ) );
		}
		if ( 'local' !== $chapter->storage ) {
			/* translators: %s: storage name such as imgur. */
			return Outcome::skipped( sprintf( __( 'pages on %s', 'yomu-core' ), $chapter->storage ) );
		}
		$entries = PageRows::get( $chapter->id, 'local' );
		if ( ! $entries ) {
			return Outcome::skipped( __( 'no local pages', 'yomu-core' ) );
		}
		$files = LocalFiles::of( $entries );
		if ( is_wp_error( $files ) ) {
			return Outcome::failed( $files );
		}
		$bytes = array_sum( array_column( $files, 'size' ) );
		if ( $this->dry_run ) {
			return new Outcome( Outcome::WOULD_MOVE, '', count( $files ), (int) $bytes );
		}
		// Objects can be in the bucket already only when an earlier run was copying this chapter, or the chapter was on S3 before.
		$look_first = in_array( $chapter->id, $this->resuming, true ) || null !== PageRows::get( $chapter->id, Config::STORAGE );
		Journal::begin( $chapter->id, Journal::COPY );
		$copied = $this->copy( $entries, $files, $look_first );
		if ( is_wp_error( $copied ) ) {
			Journal::end( $chapter->id );
			return Outcome::failed( $copied );
		}
		$switched = PageSwitch::to( $chapter, $entries, Config::STORAGE, $copied );
		Journal::end( $chapter->id );
		if ( is_wp_error( $switched ) ) {
			return Outcome::failed( $switched );
		}
		if ( $this->delete_local ) {
			$cleaned = Cleanup::local( $chapter, array_column( $files, 'src' ) );
			if ( is_wp_error( $cleaned ) ) {
				return Outcome::failed( $cleaned );
			}
		}
		return new Outcome( Outcome::MOVED, '', count( $files ), (int) $bytes );
	}

	/**
	 * Puts and verifies every page; with $look_first, objects already there with the same bytes are not sent again.
	 *
	 * @param array<int, mixed>                                       $entries    Local page entries.
	 * @param array<int, array{src: string, path: string, size: int}> $files      Their files (LocalFiles::of).
	 * @param bool                                                    $look_first Whether to look for each object before putting it.
	 * @return array<int, array<int|string, mixed>>|\WP_Error The amazon page entries.
	 */
	private function copy( array $entries, array $files, bool $look_first ) {
		$moved   = array();
		$missing = new \WP_Error( ObjectCheck::MISSING );
		foreach ( $files as $i => $file ) {
			$entry = (array) $entries[ $i ];
			$key   = $this->config->object_key( $file['src'] );
			$found = $look_first ? ObjectCheck::matches( $this->client, $key, $file['path'] ) : $missing;
			if ( is_wp_error( $found ) && in_array( $found->get_error_code(), array( ObjectCheck::MISSING, ObjectCheck::DIFFERENT ), true ) ) {
				$put   = $this->client->put_file( $key, $file['path'], LocalFiles::mime( $entry, $file['path'] ) );
				$found = is_wp_error( $put ) ? $put : ObjectCheck::matches( $this->client, $key, $file['path'] );
			}
			if ( is_wp_error( $found ) ) {
				return $found;
			}
			$moved[] = array_merge( $entry, array( 'src' => $this->config->public_url( $key ) ) );
		}
		return $moved;
	}

	/**
	 * A chapter already on S3 with a local mirror: the mirror goes once every object is verified against it.
	 *
	 * @param Chapter $chapter Chapter.
	 */
	private function clean( Chapter $chapter ): Outcome {
		$local  = PageRows::get( $chapter->id, 'local' );
		$remote = PageRows::get( $chapter->id, Config::STORAGE );
		if ( ! $local ) {
			return Outcome::skipped( __( 'already on S3', 'yomu-core' ) );
		}
		$files = LocalFiles::of( $local );
		if ( is_wp_error( $files ) || null === $remote || count( $remote ) !== count( $files ) ) {
			return Outcome::failed( __( 'the local copy does not match the S3 pages; it was kept', 'yomu-core' ) );
		}
		if ( $this->dry_run ) {
			return new Outcome( Outcome::WOULD_MOVE, '', count( $files ) );
		}
		foreach ( $files as $i => $file ) {
			$url = is_array( $remote[ $i ] ) && isset( $remote[ $i ]['src'] ) ? (string) $remote[ $i ]['src'] : '';
			$key = $this->config->object_key( $file['src'] );
			if ( $this->config->owns_url( $url ) !== $key ) {
				return Outcome::failed( __( 'the local copy does not match the S3 pages; it was kept', 'yomu-core' ) );
			}
			$found = ObjectCheck::matches( $this->client, $key, $file['path'] );
			if ( is_wp_error( $found ) ) {
				return Outcome::failed( $found );
			}
		}
		$cleaned = Cleanup::local( $chapter, array_column( $files, 'src' ) );
		return is_wp_error( $cleaned ) ? Outcome::failed( $cleaned ) : new Outcome( Outcome::CLEANED, '', count( $files ) );
	}
}

<?php
/**
 * A one-worker-at-a-time lease, shared by every web node (the image variant worker, a chapter import): an option
 * row holding the time the lease ends,
 * taken by a single conditional UPDATE (only one request can move an expired value). A worker that is killed
 * simply lets its lease run out; the next trigger after that takes over. The row is read and written with SQL
 * only, never through the options cache, since another node changes it. Times are stored zero-padded so that
 * both databases compare them as strings the same way.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * A named lease.
 */
final class Lease {

	/**
	 * The end time this process holds, or 0.
	 *
	 * @var int
	 */
	private int $until = 0;

	/**
	 * A lease kept in one option.
	 *
	 * @param string $option  The option row (its name says whose lease it is).
	 * @param int    $seconds How long a lease lasts without renewal: longer than any one step of the work.
	 */
	public function __construct( private string $option, private int $seconds ) {}

	/**
	 * Takes the lease when no live worker holds it.
	 */
	public function acquire(): bool {
		global $wpdb;
		add_option( $this->option, '0', '', false );
		$now         = time();
		$until       = $now + $this->seconds;
		$moved       = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value < %s", self::stamp( $until ), $this->option, self::stamp( $now ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->until = 1 === $moved ? $until : 0;
		return 0 !== $this->until;
	}

	/**
	 * Extends the lease held (between two chapters); false when it was lost (it ran out and another took it).
	 */
	public function renew(): bool {
		global $wpdb;
		if ( 0 === $this->until ) {
			return false;
		}
		$until       = max( $this->until + 1, time() + $this->seconds );
		$moved       = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", self::stamp( $until ), $this->option, self::stamp( $this->until ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->until = 1 === $moved ? $until : 0;
		return 0 !== $this->until;
	}

	/**
	 * Gives the lease back.
	 */
	public function release(): void {
		global $wpdb;
		if ( 0 !== $this->until ) {
			$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = '0' WHERE option_name = %s AND option_value = %s", $this->option, self::stamp( $this->until ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$this->until = 0;
		}
	}

	/**
	 * Whether some worker holds a live lease in this option now.
	 *
	 * @param string $option The option row.
	 */
	public static function held( string $option ): bool {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $option ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return null !== $value && (int) $value >= time();
	}

	/**
	 * A time as a fixed-width string.
	 *
	 * @param int $time Unix time.
	 */
	private static function stamp( int $time ): string {
		return sprintf( '%010d', $time );
	}
}

<?php
/**
 * The running totals of a migration and its one-line summary.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content\Storage\Migration;

/**
 * Totals by outcome.
 */
final class Tally {

	/**
	 * Chapters by outcome kind.
	 *
	 * @var array<string, int>
	 */
	private array $chapters = array(
		Outcome::MOVED      => 0,
		Outcome::CLEANED    => 0,
		Outcome::WOULD_MOVE => 0,
		Outcome::SKIPPED    => 0,
		Outcome::FAILED     => 0,
	);

	/**
	 * Pages moved (or that would move).
	 *
	 * @var int
	 */
	private int $pages = 0;

	/**
	 * Bytes of the pages moved (or that would move).
	 *
	 * @var int
	 */
	private int $bytes = 0;

	/**
	 * Skipped and failed chapters by reason.
	 *
	 * @var array<string, array<string, int>>
	 */
	private array $reasons = array(
		Outcome::SKIPPED => array(),
		Outcome::FAILED  => array(),
	);

	/**
	 * Counts one chapter.
	 *
	 * @param Outcome $outcome What happened to it.
	 */
	public function add( Outcome $outcome ): void {
		++$this->chapters[ $outcome->kind ];
		if ( isset( $this->reasons[ $outcome->kind ] ) ) {
			$this->reasons[ $outcome->kind ][ $outcome->reason ] = ( $this->reasons[ $outcome->kind ][ $outcome->reason ] ?? 0 ) + 1;
		} elseif ( Outcome::CLEANED !== $outcome->kind ) {
			$this->pages += $outcome->pages;
			$this->bytes += $outcome->bytes;
		}
	}

	/**
	 * Chapters with a given outcome.
	 *
	 * @param string $kind Outcome kind.
	 */
	public function chapters( string $kind ): int {
		return $this->chapters[ $kind ] ?? 0;
	}

	/**
	 * The summary: chapters moved (pages, bytes), old copies removed, skipped and failed with their reasons.
	 *
	 * @param bool $dry_run Whether nothing was changed.
	 */
	public function line( bool $dry_run ): string {
		$size = $this->bytes > 0 ? size_format( $this->bytes, 1 ) : size_format( 0 );
		$line = $dry_run
			/* translators: 1: chapters, 2: pages, 3: size such as "12.5 MB". */
			? sprintf( __( 'Dry run: %1$d chapters would move (%2$d pages, %3$s); nothing was changed.', 'yomu-core' ), $this->chapters[ Outcome::WOULD_MOVE ], $this->pages, (string) $size )
			/* translators: 1: chapters, 2: pages, 3: size such as "12.5 MB", 4: chapters. */
			: sprintf( __( '%1$d chapters moved (%2$d pages, %3$s), %4$d old copies removed.', 'yomu-core' ), $this->chapters[ Outcome::MOVED ], $this->pages, (string) $size, $this->chapters[ Outcome::CLEANED ] );
		/* translators: 1: chapters, 2: reasons. */
		$line .= ' ' . sprintf( __( '%1$d skipped%2$s.', 'yomu-core' ), $this->chapters[ Outcome::SKIPPED ], self::reasons( $this->reasons[ Outcome::SKIPPED ] ) );
		/* translators: 1: chapters, 2: reasons. */
		$line .= ' ' . sprintf( __( '%1$d failed%2$s.', 'yomu-core' ), $this->chapters[ Outcome::FAILED ], self::reasons( $this->reasons[ Outcome::FAILED ] ) );
		return $line;
	}

	/**
	 * " (reason: n, reason: n)", or '' when there is none.
	 *
	 * @param array<string, int> $reasons Count by reason.
	 */
	private static function reasons( array $reasons ): string {
		if ( ! $reasons ) {
			return '';
		}
		$parts = array();
		foreach ( $reasons as $reason => $count ) {
			$parts[] = $reason . ': ' . $count;
		}
		return ' (' . implode( ', ', $parts ) . ')';
	}
}

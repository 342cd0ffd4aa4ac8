<?php
/**
 * "Continue" on the manga page for a signed-in reader: the reading page their history names, nothing for guests,
 * for manga they never opened, or when that chapter is gone or belongs to another manga.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Reader;

use Yomu\Core\Reader\History;
use Yomu\Core\Tests\Routing\RoutingTestCase;

require_once dirname( __DIR__ ) . '/Routing/RoutingTestCase.php';

/**
 * The yomu_manga_continue() template tag.
 */
final class ContinueTest extends RoutingTestCase {

	public function test_a_signed_in_reader_continues_at_the_page_their_history_names(): void {
		$manga   = self::factory()->manga->create_and_get();
		$chapter = $this->add_chapter( $manga->ID, 'chapter-3', 0, array( 'local' => $this->local_pages( 8 ) ) );
		$other   = self::factory()->manga->create_and_get();
		$user    = $this->create_user()->ID;
		$this->assertNull( yomu_manga_continue( $manga->ID ), 'a guest gets nothing from the server' );

		wp_set_current_user( $user );
		$this->assertNull( yomu_manga_continue( $manga->ID ), 'nothing before the first reading' );
		History::record( $user, $manga->ID, $chapter->id, 3, 4, time() );
		$continue = yomu_manga_continue( $manga->ID );
		$this->assertSame( 3, $continue['page'] ?? null );
		$this->assertSame( $chapter->title(), $continue['title'] );
		$this->assertStringEndsWith( '/chapter-3/p/3/', $continue['url'] );
		$this->assertNull( yomu_manga_continue( $other->ID ) );

		History::record( $user, $other->ID, $chapter->id, 1, 0, time() ); // A chapter of another manga: not offered.
		$this->assertNull( yomu_manga_continue( $other->ID ) );
		wp_set_current_user( 0 );
	}
}

<?php
/**
 * Canonical: AMP targets, rel=canonical of chapters, and no 404 guessing on chapter routes.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Routing;

use Yomu\Core\Routing\Canonical;
use Yomu\Core\Routing\Request;
use Yomu\Core\Routing\Resolver;

require_once __DIR__ . '/RoutingTestCase.php';

final class CanonicalTest extends RoutingTestCase {

	/**
	 * Query vars set for this test, reset in tearDown.
	 *
	 * @var string[]
	 */
	private array $vars = array();

	/**
	 * Sets a main query var.
	 *
	 * @param string $name  Var.
	 * @param string $value Value.
	 */
	private function var( string $name, string $value ): void {
		set_query_var( $name, $value );
		$this->vars[] = $name;
	}

	protected function tearDown(): void {
		foreach ( $this->vars as $name ) {
			set_query_var( $name, '' );
		}
		parent::tearDown();
	}

	public function test_amp_goes_to_the_same_page_without_amp(): void {
		$manga   = self::factory()->manga->create_and_get( array( 'post_name' => 'canon-a' ) );
		$chapter = $this->add_chapter( $manga->ID, 'chapter-1', 0, array( 'local' => $this->local_pages( 3 ) ) );
		$this->assertSame( '', Canonical::amp_target() );

		$this->var( 'yomu_amp', '1' );
		Request::set(
			Resolver::resolve(
				$manga,
				array(
					'chapter'     => 'chapter-1',
					'manga-paged' => '2',
				)
			)
		);
		$this->assertSame( home_url( '/manga/canon-a/chapter-1/p/2/' ), Canonical::amp_target() );
		Request::set( Resolver::resolve( $manga, array() ) );
		$this->assertSame( home_url( '/manga/canon-a/' ), Canonical::amp_target() );
		Request::set( null );
		$this->assertSame( '', Canonical::amp_target() );
		$this->assertNotNull( $chapter );
	}

	public function test_rel_canonical_of_a_chapter_names_its_first_page_without_a_style(): void {
		$manga = self::factory()->manga->create_and_get( array( 'post_name' => 'canon-b' ) );
		$this->add_chapter( $manga->ID, 'chapter-1', 0, array( 'local' => $this->local_pages( 3 ) ) );
		$manga_url = home_url( '/manga/canon-b/' );
		$this->assertSame( $manga_url, Canonical::canonical_url( $manga_url, $manga ) );

		Request::set(
			Resolver::resolve(
				$manga,
				array(
					'chapter'     => 'chapter-1',
					'manga-paged' => '3',
					'host'        => 'local',
				)
			)
		);
		// Every page of a paged chapter and every reading style name page 1 (MADARA-SITE.md §8.6).
		$this->assertSame( home_url( '/manga/canon-b/chapter-1/' ), Canonical::canonical_url( $manga_url, $manga ) );
		Request::set(
			Resolver::resolve(
				$manga,
				array(
					'chapter' => 'chapter-1',
					'style'   => 'list',
				)
			)
		);
		$this->assertSame( home_url( '/manga/canon-b/chapter-1/' ), Canonical::canonical_url( $manga_url, $manga ) );
		$other = self::factory()->manga->create_and_get();
		$this->assertSame( 'x', Canonical::canonical_url( 'x', $other ) );
	}

	public function test_404_guessing_is_off_on_manga_routes_only(): void {
		$this->assertNull( Canonical::no_guess( null ) );
		$this->var( 'chapter', 'nope' );
		$this->assertFalse( Canonical::no_guess( null ) );
	}
}

<?php
/**
 * Names used twice in a manga: a second volume of the same name is refused (on create and on rename) and changes
 * nothing; a chapter named like another in its volume is created with a warning, in another volume without one.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Admin;

use Yomu\Core\Admin\Dispatcher;
use Yomu\Core\Admin\Warned;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;

require_once __DIR__ . '/AdminTestCase.php';

final class DuplicatesTest extends AdminTestCase {

	/**
	 * The test's manga.
	 *
	 * @var int
	 */
	private int $manga = 0;

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$this->manga = self::factory()->manga->create( array( 'post_author' => 1 ) );
	}

	/**
	 * Runs an action on the test's manga with a valid nonce.
	 *
	 * @param string               $action  Action.
	 * @param array<string, mixed> $request Other fields.
	 * @return string|Warned|\WP_Error
	 */
	private function act( string $action, array $request ) {
		$request += array(
			'manga_id'    => (string) $this->manga,
			'_yomu_nonce' => $this->nonce( $action, $this->manga ),
		);
		return Dispatcher::run( $action, $request, array() )[1];
	}

	public function test_a_second_volume_of_the_same_name_is_refused(): void {
		$this->volume( $this->manga, 'Cilt 1' );
		$other  = $this->volume( $this->manga, 'Cilt 2' );
		$before = $this->snapshot();

		$created = $this->act( 'yomu_volume_create', array( 'volume_name' => ' cilt 1 ' ) );
		$this->assertSame( 'yomu_volume_exists', $this->refusal( $created ) );
		$this->assertSame( 'This manga already has a volume named "cilt 1".', $created->get_error_message() );
		$renamed = $this->act(
			'yomu_volume_rename',
			array(
				'volume_id'   => (string) $other,
				'volume_name' => 'CILT 1',
			)
		);
		$this->assertSame( 'yomu_volume_exists', $this->refusal( $renamed ) );
		$this->assertSame( $before, $this->snapshot() );

		$kept = $this->act(
			'yomu_volume_rename',
			array(
				'volume_id'   => (string) $other,
				'volume_name' => 'cilt 2',
			)
		);
		$this->assertSame( 'Volume renamed to "cilt 2".', $kept );
	}

	public function test_a_chapter_named_like_another_in_its_volume_is_created_with_a_warning(): void {
		update_post_meta( $this->manga, MetaKeys::CHAPTER_TYPE, 'text' );
		$volume = $this->volume( $this->manga, 'Cilt 1' );
		$this->chapter( $this->manga, 'Bölüm 1', $volume );
		$text = array(
			'chapter_name' => 'bölüm 1',
			'yomu_text'    => '<p>Metin</p>',
		);

		$warned = $this->act( 'yomu_chapter_create_text', $text + array( 'volume_id' => (string) $volume ) );
		$this->assertInstanceOf( Warned::class, $warned, is_wp_error( $warned ) ? $warned->get_error_message() : '' );
		$this->assertStringStartsWith( 'Chapter "bölüm 1" created. Another chapter in its volume has the same name', $warned->message );
		$this->assertSame( 'Chapter "bölüm 1" created.', $this->act( 'yomu_chapter_create_text', $text + array( 'volume_id' => '0' ) ) );
		$this->assertCount( 3, ChapterRepository::reading_order( $this->manga ) );
	}
}

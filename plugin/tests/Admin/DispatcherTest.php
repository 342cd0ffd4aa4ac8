<?php
/**
 * Running admin actions end to end inside WordPress (Guard + handler + writer), without files.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Admin;

use Yomu\Core\Admin\Dispatcher;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\MetaKeys;

require_once __DIR__ . '/AdminTestCase.php';

final class DispatcherTest extends AdminTestCase {

	/**
	 * Signs in a fresh editor.
	 */
	private function as_editor(): int {
		$editor = $this->create_user( array( 'role' => 'editor' ) );
		wp_set_current_user( $editor->ID );
		return $editor->ID;
	}

	/**
	 * Runs an action with a valid nonce for the given manga.
	 *
	 * @param string               $action  Action.
	 * @param int                  $manga   Manga the nonce is made for.
	 * @param array<string, mixed> $request Other fields.
	 * @return array{0: int, 1: string|\WP_Error}
	 */
	private function run_action( string $action, int $manga, array $request ): array {
		return Dispatcher::run( $action, $request + array( '_yomu_nonce' => $this->nonce( $action, $manga ) ), array() );
	}

	/**
	 * Volume names of a manga in order.
	 *
	 * @param int $manga Manga.
	 * @return string[]
	 */
	private function volume_names( int $manga ): array {
		return array_map( static fn ( $volume ) => $volume->name, ChapterRepository::volumes( $manga ) );
	}

	public function test_a_refused_request_changes_no_row(): void {
		$owner   = $this->create_user( array( 'role' => 'editor' ) );
		$manga   = self::factory()->manga->create( array( 'post_author' => $owner->ID ) );
		$volume  = $this->volume( $manga, 'Cilt 1' );
		$chapter = $this->chapter( $manga, 'Bölüm 1', $volume );
		$author  = $this->create_user( array( 'role' => 'author' ) );
		wp_set_current_user( $author->ID );
		$before = $this->snapshot();
		$calls  = array(
			array( 'yomu_volume_delete', array( 'volume_id' => (string) $volume ) ),
			array( 'yomu_volume_rename', array( 'volume_id' => (string) $volume, 'volume_name' => 'Hacked' ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			array( 'yomu_chapter_delete', array( 'chapter_id' => (string) $chapter ) ),
			array( 'yomu_chapters_move', array( 'chapter_ids' => array( (string) $chapter ), 'target_volume_id' => '0' ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			array( 'yomu_chapter_create_text', array( 'manga_id' => (string) $manga, 'chapter_name' => 'X', 'yomu_text' => '<p>x</p>' ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		);
		foreach ( $calls as list( $action, $request ) ) {
			list( $manga_id, $result ) = $this->run_action( $action, $manga, $request );
			$this->assertSame( 0, $manga_id, $action );
			$this->assertInstanceOf( \WP_Error::class, $result, $action );
		}
		$this->assertSame( $before, $this->snapshot() );
	}

	public function test_an_editor_creates_renames_reorders_and_deletes_volumes(): void {
		$this->as_editor();
		$manga = self::factory()->manga->create( array( 'post_author' => 1 ) );

		list( , $created ) = $this->run_action( 'yomu_volume_create', $manga, array( 'manga_id' => (string) $manga, 'volume_name' => ' Cilt <b>1</b> ' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( 'Volume "Cilt 1" created.', $created );
		$this->run_action( 'yomu_volume_create', $manga, array( 'manga_id' => (string) $manga, 'volume_name' => 'Cilt 2' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( array( 'Cilt 1', 'Cilt 2' ), $this->volume_names( $manga ) );

		list( $first, $second ) = ChapterRepository::volumes( $manga );
		list( , $moved )        = $this->run_action( 'yomu_volume_move', $manga, array( 'volume_id' => (string) $second->id, 'direction' => 'up' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( 'Volume order saved.', $moved );
		$this->assertSame( array( 'Cilt 2', 'Cilt 1' ), $this->volume_names( $manga ) );

		list( , $edge ) = $this->run_action( 'yomu_volume_move', $manga, array( 'volume_id' => (string) $second->id, 'direction' => 'up' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertInstanceOf( \WP_Error::class, $edge );
		$this->assertSame( array( 'Cilt 2', 'Cilt 1' ), $this->volume_names( $manga ) );

		$this->run_action( 'yomu_volume_rename', $manga, array( 'volume_id' => (string) $first->id, 'volume_name' => 'Birinci Cilt' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( array( 'Cilt 2', 'Birinci Cilt' ), $this->volume_names( $manga ) );

		$chapter           = $this->chapter( $manga, 'Bölüm 1', $second->id );
		list( , $deleted ) = $this->run_action( 'yomu_volume_delete', $manga, array( 'volume_id' => (string) $second->id ) );
		$this->assertSame( 'Volume deleted. Its chapters now have no volume.', $deleted );
		$this->assertSame( array( 'Birinci Cilt' ), $this->volume_names( $manga ) );
		$this->assertSame( 0, ChapterRepository::find( $chapter )->volume_id );
	}

	public function test_bad_input_is_refused_with_a_message_and_changes_nothing(): void {
		$this->as_editor();
		$manga   = self::factory()->manga->create( array( 'post_author' => 1 ) );
		$other   = self::factory()->manga->create( array( 'post_author' => 1 ) );
		$foreign = $this->volume( $other, 'Başka Cilt' );
		$chapter = $this->chapter( $manga, 'Bölüm 1' );
		$before  = $this->snapshot();
		$calls   = array(
			array( 'yomu_volume_create', array( 'manga_id' => (string) $manga, 'volume_name' => '   ' ), 'Enter a volume name.' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			array( 'yomu_volume_create', array( 'manga_id' => (string) $manga, 'volume_name' => array( 'x' ) ), 'Enter a volume name.' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			array( 'yomu_chapter_update', array( 'chapter_id' => (string) $chapter, 'chapter_name' => '' ), 'Enter a chapter name.' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			array( 'yomu_chapter_update', array( 'chapter_id' => (string) $chapter, 'chapter_name' => 'B', 'chapter_index' => '1e3' ), 'The chapter index must be a whole number.' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			array( 'yomu_chapters_move', array( 'chapter_ids' => array( (string) $chapter ), 'target_volume_id' => (string) $foreign ), 'Choose a volume of this manga.' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			array( 'yomu_chapter_create_text', array( 'manga_id' => (string) $manga, 'chapter_name' => 'Bölüm 2', 'volume_id' => (string) $foreign, 'yomu_text' => '<p>Metin</p>' ), 'Choose a volume of this manga.' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			array( 'yomu_chapter_create_images', array( 'manga_id' => (string) $manga, 'chapter_name' => 'Bölüm 2' ), 'Choose the page images or a ZIP file of them.' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			array( 'yomu_chapter_pages_remove', array( 'chapter_id' => (string) $chapter, 'pages' => array( 'x' ) ), 'Select the pages to remove.' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			array( 'yomu_chapter_pages_reorder', array( 'chapter_id' => (string) $chapter, 'position' => array( 1 => '-1' ) ), 'Every page position must be a whole number.' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			array(
		'yomu_volume_move',
		array(
		'volume_id' => (string) $foreign,
		'direction' => 'sideways',
			),
			'',
		),
		);
		foreach ( $calls as list( $action, $request, $message ) ) {
			$target                    = 'yomu_volume_move' === $action ? $other : $manga;
			list( $manga_id, $result ) = $this->run_action( $action, $target, $request );
			$this->assertSame( $target, $manga_id, $action );
			$this->assertInstanceOf( \WP_Error::class, $result, $action );
			if ( '' !== $message ) {
				$this->assertSame( $message, $result->get_error_message(), $action );
			}
		}
		$this->assertSame( $before, $this->snapshot() );
	}

	public function test_an_editor_creates_a_text_chapter_renames_moves_and_deletes_it(): void {
		$this->as_editor();
		$manga = self::factory()->manga->create( array( 'post_author' => 1 ) );
		update_post_meta( $manga, MetaKeys::CHAPTER_TYPE, 'text' );
		$volume = $this->volume( $manga, 'Cilt 1' );

		list( , $created ) = $this->run_action(
			'yomu_chapter_create_text',
			$manga,
			array(
				'manga_id'            => (string) $manga,
				'chapter_name'        => 'Bölüm 1',
				'chapter_name_extend' => 'Başlangıç',
				'volume_id'           => (string) $volume,
				'yomu_text'           => '<p>Merhaba <script>alert(1)</script>dünya</p>',
			)
		);
		$this->assertSame( 'Chapter "Bölüm 1 - Başlangıç" created.', $created );
		$chapter = ChapterRepository::reading_order( $manga )[0];
		$this->assertSame( $volume, $chapter->volume_id );
		$this->assertStringNotContainsString( '<script', ChapterRepository::text( $chapter ) );
		$this->assertStringContainsString( 'Merhaba', ChapterRepository::text( $chapter ) );

		list( , $saved ) = $this->run_action( 'yomu_chapter_update', $manga, array( 'chapter_id' => (string) $chapter->id, 'chapter_name' => 'Bölüm 1.5', 'chapter_name_extend' => '', 'chapter_index' => '7' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( 'Chapter saved.', $saved );
		$renamed = ChapterRepository::find( $chapter->id );
		$this->assertSame( array( 'Bölüm 1.5', '', 7 ), array( $renamed->name, $renamed->name_extend, $renamed->index ) );

		list( , $moved ) = $this->run_action( 'yomu_chapters_move', $manga, array( 'chapter_ids' => array( (string) $chapter->id ), 'target_volume_id' => '0' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->assertSame( '1 chapter moved.', $moved );
		$this->assertSame( 0, ChapterRepository::find( $chapter->id )->volume_id );

		list( , $deleted ) = $this->run_action( 'yomu_chapter_delete', $manga, array( 'chapter_id' => (string) $chapter->id ) );
		$this->assertSame( 'Chapter deleted.', $deleted );
		$this->assertNull( ChapterRepository::find( $chapter->id ) );
		$this->assertSame( '', ChapterRepository::text( $chapter ) );
	}

	public function test_chapter_edits_return_to_the_open_chapter_panel(): void {
		$manga   = self::factory()->manga->create( array( 'post_author' => 1 ) );
		$chapter = $this->chapter( $manga, 'Bölüm 1' );
		$panel   = Dispatcher::back_url( $manga, 'yomu_chapter_update', array( 'chapter_id' => (string) $chapter ) );
		$this->assertStringContainsString( 'post=' . $manga, $panel );
		$this->assertStringContainsString( 'yomu_chapter=' . $chapter, $panel );
		$this->assertStringEndsWith( '#yomu-chapter-panel', $panel );
		$list = Dispatcher::back_url( $manga, 'yomu_chapter_delete', array( 'chapter_id' => (string) $chapter ) );
		$this->assertStringNotContainsString( 'yomu_chapter=', $list );
		$this->assertStringEndsWith( '#yomu-chapters', $list );
	}
}

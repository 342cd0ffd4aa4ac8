<?php
/**
 * Madara's comment switches as Yomu reads them: enable_comment ('0' off, '1' or missing on), default_comment (a saved
 * system, else wp without Disqus), manga_reading_discussion with the manga's own override, and Madara's Disqus
 * thread identifiers.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Comments;

use Yomu\Core\Comments\Disqus;
use Yomu\Core\Comments\Switches;
use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\ChapterWriter;
use Yomu\Core\Tests\Writer\ChapterTestCase;

require_once dirname( __DIR__ ) . '/Writer/ChapterTestCase.php';

final class SwitchesTest extends ChapterTestCase {

	public function test_enable_comment_is_off_only_when_saved_off(): void {
		delete_option( 'wp_manga_settings' );
		$this->assertTrue( Switches::enabled() );
		update_option( 'wp_manga_settings', array( 'enable_comment' => '0' ) );
		$this->assertFalse( Switches::enabled() );
		update_option( 'wp_manga_settings', array( 'enable_comment' => '1' ) );
		$this->assertTrue( Switches::enabled() );
		add_filter( 'yomu_manga_comments_enabled', '__return_false' );
		$this->assertFalse( Switches::enabled() );
		remove_filter( 'yomu_manga_comments_enabled', '__return_false' );
	}

	public function test_default_comment_is_the_saved_system_else_wp_without_disqus(): void {
		delete_option( 'wp_manga_settings' );
		$this->assertSame( 'wp', Switches::system() );
		update_option( 'wp_manga_settings', array( 'default_comment' => 'both' ) );
		$this->assertSame( 'both', Switches::system() );
		$this->assertFalse( Switches::disqus_allowed() );
		update_option( 'wp_manga_settings', array( 'default_comment' => 'disqus' ) );
		$this->assertTrue( Switches::disqus_allowed() );
		update_option( 'wp_manga_settings', array( 'default_comment' => 'other' ) );
		$this->assertSame( 'wp', Switches::system() );
	}

	public function test_chapter_discussion_follows_the_theme_option_and_the_mangas_own_value(): void {
		$manga = self::factory()->manga->create();
		delete_option( 'option_tree' );
		$this->assertTrue( Switches::on_chapters( $manga ) );
		update_option( 'option_tree', array( 'manga_reading_discussion' => 'off' ) );
		$this->assertFalse( Switches::on_chapters( $manga ) );
		update_post_meta( $manga, 'manga_reading_discussion', 'on' );
		$this->assertTrue( Switches::on_chapters( $manga ) );
		update_post_meta( $manga, 'manga_reading_discussion_heading', 'off' );
		$this->assertFalse( Switches::chapter_heading( $manga ) );
	}

	public function test_disqus_identifiers_are_madaras(): void {
		$manga = get_post( self::factory()->manga->create() );
		$this->assertInstanceOf( \WP_Post::class, $manga );
		$manga->guid = 'https://madara.example/?post_type=wp-manga&#038;p=' . $manga->ID;
		$chapter     = ChapterRepository::find( ChapterWriter::create_text_chapter( $manga->ID, array( 'name' => 'Chapter 1' ), '<p>x</p>' )->id );
		$this->assertInstanceOf( Chapter::class, $chapter );
		$this->assertSame( $manga->ID . ' https://madara.example/?post_type=wp-manga&p=' . $manga->ID, Disqus::identifier( $manga, null ) );
		$this->assertSame( $manga->ID . ' https://madara.example/?post_type=wp-manga&p=' . $manga->ID . '&chapter=' . $chapter->slug, Disqus::identifier( $manga, $chapter ) );
	}
}

<?php
/**
 * The "Manga details" box saves Madara's meta keys in Madara's formats, and only for someone allowed to.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Admin;

use Yomu\Core\Admin\DetailsBox;
use Yomu\Core\Content\MetaKeys;

require_once __DIR__ . '/AdminTestCase.php';

final class DetailsBoxTest extends AdminTestCase {

	/**
	 * The raw meta_value row, as Madara would read it from the database.
	 *
	 * @param int    $post_id Post.
	 * @param string $key     Meta key.
	 */
	private function raw_meta( int $post_id, string $key ): ?string {
		global $wpdb;
		// get_var() answers null for an empty string, so read the row.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT meta_value FROM $wpdb->postmeta WHERE post_id = %d AND meta_key = %s", $post_id, $key ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return null === $row ? null : (string) $row->meta_value;
	}

	/**
	 * Saves the box with a POST body, as post.php would.
	 *
	 * @param int                  $post_id Manga.
	 * @param array<string, mixed> $fields  Form fields (a nonce is added unless given).
	 */
	private function submit( int $post_id, array $fields ): void {
		$_POST = wp_slash( $fields + array( DetailsBox::NONCE_FIELD => wp_create_nonce( DetailsBox::nonce_action( $post_id ) ) ) );
		DetailsBox::save( $post_id );
		$_POST = array();
	}

	/**
	 * Everything the form sets.
	 *
	 * @return array<string, string>
	 */
	private function full_form(): array {
		return array(
			'yomu_status'       => 'end',
			'yomu_alternative'  => 'Solo Leveling, 나 혼자만 레벨업<script>',
			'yomu_type'         => 'Manhwa',
			'yomu_chapter_type' => 'text',
			'yomu_adult'        => 'yes',
			'yomu_badge'        => 'hot',
			'yomu_custom_badge' => '',
		);
	}

	public function test_an_editor_saves_every_field_in_madaras_format(): void {
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$manga = self::factory()->manga->create( array( 'post_author' => 1 ) );
		$this->submit( $manga, $this->full_form() );
		$this->assertSame( 'end', get_post_meta( $manga, MetaKeys::STATUS, true ) );
		$this->assertSame( 'Solo Leveling, 나 혼자만 레벨업', get_post_meta( $manga, MetaKeys::ALTERNATIVE, true ) );
		$this->assertSame( 'Manhwa', get_post_meta( $manga, MetaKeys::TYPE, true ) );
		$this->assertSame( 'text', get_post_meta( $manga, MetaKeys::CHAPTER_TYPE, true ) );
		$this->assertSame( 'a:1:{i:0;s:3:"yes";}', $this->raw_meta( $manga, MetaKeys::ADULT ) );
		$this->assertTrue( MetaKeys::is_adult( $manga ) );
		$this->assertSame( 'hot', get_post_meta( $manga, MetaKeys::BADGES, true ) );

		$unchecked = $this->full_form();
		unset( $unchecked['yomu_adult'] );
		$this->submit( $manga, array( 'yomu_badge' => 'no' ) + $unchecked );
		$this->assertSame( '', $this->raw_meta( $manga, MetaKeys::ADULT ) );
		$this->assertFalse( MetaKeys::is_adult( $manga ) );
		$this->assertSame( 'no', get_post_meta( $manga, MetaKeys::BADGES, true ) );
	}

	public function test_values_outside_the_lists_leave_the_stored_ones_alone(): void {
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$manga = self::factory()->manga->create( array( 'post_author' => 1 ) );
		$this->submit( $manga, $this->full_form() );
		$this->submit(
			$manga,
			array(
				'yomu_status'       => 'finished',
				'yomu_chapter_type' => 'comic',
				'yomu_badge'        => '<b>',
				'yomu_adult'        => 'yes',
			)
		);
		$this->assertSame( 'end', get_post_meta( $manga, MetaKeys::STATUS, true ) );
		$this->assertSame( 'text', get_post_meta( $manga, MetaKeys::CHAPTER_TYPE, true ) );
		$this->assertSame( 'hot', get_post_meta( $manga, MetaKeys::BADGES, true ) );
	}

	public function test_the_chapter_type_is_locked_once_the_manga_has_chapters(): void {
		wp_set_current_user( $this->create_user( array( 'role' => 'editor' ) )->ID );
		$manga = self::factory()->manga->create( array( 'post_author' => 1 ) );
		$this->submit( $manga, array( 'yomu_chapter_type' => 'video' ) );
		$this->assertSame( 'video', get_post_meta( $manga, MetaKeys::CHAPTER_TYPE, true ) );
		$this->chapter( $manga, 'Bölüm 1' );
		$this->assertFalse( DetailsBox::chapter_type_editable( $manga ) );
		$this->submit( $manga, array( 'yomu_chapter_type' => 'manga' ) );
		$this->assertSame( 'video', get_post_meta( $manga, MetaKeys::CHAPTER_TYPE, true ) );
	}

	public function test_nothing_is_saved_without_the_nonce_or_the_right_to_edit_this_manga(): void {
		$owner = $this->create_user( array( 'role' => 'editor' ) );
		$manga = self::factory()->manga->create( array( 'post_author' => $owner->ID ) );
		update_post_meta( $manga, MetaKeys::STATUS, 'on-going' );

		wp_set_current_user( $owner->ID );
		$this->submit( $manga, array( DetailsBox::NONCE_FIELD => 'forged' ) + $this->full_form() );
		$this->submit( $manga, array( DetailsBox::NONCE_FIELD => wp_create_nonce( DetailsBox::nonce_action( $manga + 1 ) ) ) + $this->full_form() );

		wp_set_current_user( $this->create_user( array( 'role' => 'author' ) )->ID );
		$this->submit( $manga, $this->full_form() );

		$this->assertSame( 'on-going', get_post_meta( $manga, MetaKeys::STATUS, true ) );
		$this->assertNull( $this->raw_meta( $manga, MetaKeys::ADULT ) );
		$this->assertSame( '', get_post_meta( $manga, MetaKeys::TYPE, true ) );
	}

	public function test_the_box_shows_turkish_status_labels_and_the_saved_values(): void {
		$manga = self::factory()->manga->create( array( 'post_author' => 1 ) );
		update_post_meta( $manga, MetaKeys::STATUS, 'on-hold' );
		update_post_meta( $manga, MetaKeys::ALTERNATIVE, '"><script>alert(1)</script>' );
		switch_to_locale( 'tr_TR' );
		ob_start();
		DetailsBox::render( get_post( $manga ) );
		$html = (string) ob_get_clean();
		restore_previous_locale();
		foreach ( array( 'Devam Ediyor', 'Tamamlandı', 'İptal Edildi', 'Beklemede', 'Yakında' ) as $label ) {
			$this->assertStringContainsString( '>' . $label . '</option>', $html );
		}
		$this->assertMatchesRegularExpression( '/<option value="on-hold"\s+selected=\'selected\'>/', $html );
		$this->assertStringNotContainsString( '<script>alert(1)', $html );
		$this->assertStringContainsString( '&quot;&gt;&lt;script&gt;', $html );
	}
}

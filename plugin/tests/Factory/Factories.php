<?php
/**
 * The factories a test reaches through self::factory(): manga, volume, chapter, user, term, comment, files.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Factory;

/**
 * Factory registry.
 */
final class Factories {

	/**
	 * Manga posts.
	 *
	 * @var MangaFactory
	 */
	public MangaFactory $manga;

	/**
	 * Volumes.
	 *
	 * @var VolumeFactory
	 */
	public VolumeFactory $volume;

	/**
	 * Chapters.
	 *
	 * @var ChapterFactory
	 */
	public ChapterFactory $chapter;

	/**
	 * Users.
	 *
	 * @var UserFactory
	 */
	public UserFactory $user;

	/**
	 * Terms.
	 *
	 * @var TermFactory
	 */
	public TermFactory $term;

	/**
	 * Comments.
	 *
	 * @var CommentFactory
	 */
	public CommentFactory $comment;

	/**
	 * Files written for the test, removed after it.
	 *
	 * @var FileTracker
	 */
	public FileTracker $files;

	/**
	 * Builds the factories.
	 */
	public function __construct() {
		$this->files   = new FileTracker();
		$this->manga   = new MangaFactory();
		$this->volume  = new VolumeFactory();
		$this->chapter = new ChapterFactory( $this->files );
		$this->user    = new UserFactory();
		$this->term    = new TermFactory();
		$this->comment = new CommentFactory();
	}
}

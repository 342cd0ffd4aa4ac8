<?php
/**
 * Where an import reads its images from: a folder on the server or a ZIP archive.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Import;

/**
 * A set of chapter images to import.
 */
interface Source {

	/**
	 * Every image (or, for text chapters, every .txt and .html file) as key => path relative to the source,
	 * '/'-separated; an error when something in the source is refused (a file of another kind, an unsafe entry).
	 *
	 * @param bool $text Whether the source holds text chapters.
	 * @return array<int|string, string>|\WP_Error
	 */
	public function paths( bool $text = false );

	/**
	 * Readable files for some images, in the shape the chapter writer takes.
	 *
	 * @param array<int|string, string> $files Key (from paths()) => file name.
	 * @return array<int, array{path: string, name: string}>|\WP_Error
	 */
	public function files( array $files );

	/**
	 * Gives back what files() returned (temporary copies are deleted; the source itself is never touched).
	 *
	 * @param array<int, array{path: string, name: string}> $files Files from files().
	 */
	public function release( array $files ): void;

	/**
	 * Closes the source.
	 */
	public function close(): void;
}

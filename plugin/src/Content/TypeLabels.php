<?php
/**
 * Every label wp-admin shows for the manga post type and its taxonomies, so no screen, button, notice or admin-bar
 * link falls back to WordPress's "Post", "Add New Post" or "Tags" (which would also stay in English where the
 * plugin's translation has them and core's generic ones do not fit).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Content;

/**
 * Label sets.
 */
final class TypeLabels {

	/**
	 * Hooks the saved-post notices.
	 */
	public static function register(): void {
		add_filter( 'post_updated_messages', array( self::class, 'updated_messages' ) );
	}

	/**
	 * The wp-manga post type's labels.
	 *
	 * @return array<string, string>
	 */
	public static function manga(): array {
		return array(
			'name'                     => __( 'Manga', 'yomu-core' ),
			'singular_name'            => __( 'Manga', 'yomu-core' ),
			'menu_name'                => __( 'Manga', 'yomu-core' ),
			'name_admin_bar'           => __( 'Manga', 'yomu-core' ),
			'add_new'                  => __( 'Add New Manga', 'yomu-core' ),
			'add_new_item'             => __( 'Add New Manga', 'yomu-core' ),
			'new_item'                 => __( 'New Manga', 'yomu-core' ),
			'edit_item'                => __( 'Edit Manga', 'yomu-core' ),
			'view_item'                => __( 'View Manga', 'yomu-core' ),
			'view_items'               => __( 'View Manga', 'yomu-core' ),
			'all_items'                => __( 'All Manga', 'yomu-core' ),
			'search_items'             => __( 'Search Manga', 'yomu-core' ),
			'not_found'                => __( 'No manga found.', 'yomu-core' ),
			'not_found_in_trash'       => __( 'No manga found in Trash.', 'yomu-core' ),
			'archives'                 => __( 'Manga Archives', 'yomu-core' ),
			'attributes'               => __( 'Manga Attributes', 'yomu-core' ),
			'insert_into_item'         => __( 'Insert into manga', 'yomu-core' ),
			'uploaded_to_this_item'    => __( 'Uploaded to this manga', 'yomu-core' ),
			'featured_image'           => __( 'Cover', 'yomu-core' ),
			'set_featured_image'       => __( 'Set cover', 'yomu-core' ),
			'remove_featured_image'    => __( 'Remove cover', 'yomu-core' ),
			'use_featured_image'       => __( 'Use as cover', 'yomu-core' ),
			'filter_items_list'        => __( 'Filter manga list', 'yomu-core' ),
			'items_list_navigation'    => __( 'Manga list navigation', 'yomu-core' ),
			'items_list'               => __( 'Manga list', 'yomu-core' ),
			'item_published'           => __( 'Manga published.', 'yomu-core' ),
			'item_published_privately' => __( 'Manga published privately.', 'yomu-core' ),
			'item_reverted_to_draft'   => __( 'Manga reverted to draft.', 'yomu-core' ),
			'item_scheduled'           => __( 'Manga scheduled.', 'yomu-core' ),
			'item_updated'             => __( 'Manga updated.', 'yomu-core' ),
			'item_link'                => __( 'Manga Link', 'yomu-core' ),
			'item_link_description'    => __( 'A link to a manga.', 'yomu-core' ),
		);
	}

	/**
	 * A taxonomy's labels.
	 *
	 * @param string $taxonomy One of PostTypes::TAXONOMIES.
	 * @return array<string, string>
	 */
	public static function taxonomy( string $taxonomy ): array {
		$sets                = array(
			'wp-manga-genre'   => array(
				'name'              => __( 'Genres', 'yomu-core' ),
				'singular_name'     => __( 'Genre', 'yomu-core' ),
				'all_items'         => __( 'All Genres', 'yomu-core' ),
				'edit_item'         => __( 'Edit Genre', 'yomu-core' ),
				'view_item'         => __( 'View Genre', 'yomu-core' ),
				'update_item'       => __( 'Update Genre', 'yomu-core' ),
				'add_new_item'      => __( 'Add New Genre', 'yomu-core' ),
				'new_item_name'     => __( 'New Genre Name', 'yomu-core' ),
				'search_items'      => __( 'Search Genres', 'yomu-core' ),
				'not_found'         => __( 'No genres found.', 'yomu-core' ),
				'back_to_items'     => __( '&larr; Go to Genres', 'yomu-core' ),
				'parent_item'       => __( 'Parent Genre', 'yomu-core' ),
				'parent_item_colon' => __( 'Parent Genre:', 'yomu-core' ),
			),
			'wp-manga-tag'     => array(
				'name'                       => __( 'Tags', 'yomu-core' ),
				'singular_name'              => __( 'Tag', 'yomu-core' ),
				'all_items'                  => __( 'All Tags', 'yomu-core' ),
				'edit_item'                  => __( 'Edit Tag', 'yomu-core' ),
				'view_item'                  => __( 'View Tag', 'yomu-core' ),
				'update_item'                => __( 'Update Tag', 'yomu-core' ),
				'add_new_item'               => __( 'Add New Tag', 'yomu-core' ),
				'new_item_name'              => __( 'New Tag Name', 'yomu-core' ),
				'search_items'               => __( 'Search Tags', 'yomu-core' ),
				'not_found'                  => __( 'No tags found.', 'yomu-core' ),
				'back_to_items'              => __( '&larr; Go to Tags', 'yomu-core' ),
				'popular_items'              => __( 'Popular Tags', 'yomu-core' ),
				'separate_items_with_commas' => __( 'Separate tags with commas', 'yomu-core' ),
				'add_or_remove_items'        => __( 'Add or remove tags', 'yomu-core' ),
				'choose_from_most_used'      => __( 'Choose from the most used tags', 'yomu-core' ),
			),
			'wp-manga-author'  => array(
				'name'                       => __( 'Authors', 'yomu-core' ),
				'singular_name'              => __( 'Author', 'yomu-core' ),
				'all_items'                  => __( 'All Authors', 'yomu-core' ),
				'edit_item'                  => __( 'Edit Author', 'yomu-core' ),
				'view_item'                  => __( 'View Author', 'yomu-core' ),
				'update_item'                => __( 'Update Author', 'yomu-core' ),
				'add_new_item'               => __( 'Add New Author', 'yomu-core' ),
				'new_item_name'              => __( 'New Author Name', 'yomu-core' ),
				'search_items'               => __( 'Search Authors', 'yomu-core' ),
				'not_found'                  => __( 'No authors found.', 'yomu-core' ),
				'back_to_items'              => __( '&larr; Go to Authors', 'yomu-core' ),
				'popular_items'              => __( 'Popular Authors', 'yomu-core' ),
				'separate_items_with_commas' => __( 'Separate authors with commas', 'yomu-core' ),
				'add_or_remove_items'        => __( 'Add or remove authors', 'yomu-core' ),
				'choose_from_most_used'      => __( 'Choose from the most used authors', 'yomu-core' ),
			),
			'wp-manga-artist'  => array(
				'name'                       => __( 'Artists', 'yomu-core' ),
				'singular_name'              => __( 'Artist', 'yomu-core' ),
				'all_items'                  => __( 'All Artists', 'yomu-core' ),
				'edit_item'                  => __( 'Edit Artist', 'yomu-core' ),
				'view_item'                  => __( 'View Artist', 'yomu-core' ),
				'update_item'                => __( 'Update Artist', 'yomu-core' ),
				'add_new_item'               => __( 'Add New Artist', 'yomu-core' ),
				'new_item_name'              => __( 'New Artist Name', 'yomu-core' ),
				'search_items'               => __( 'Search Artists', 'yomu-core' ),
				'not_found'                  => __( 'No artists found.', 'yomu-core' ),
				'back_to_items'              => __( '&larr; Go to Artists', 'yomu-core' ),
				'popular_items'              => __( 'Popular Artists', 'yomu-core' ),
				'separate_items_with_commas' => __( 'Separate artists with commas', 'yomu-core' ),
				'add_or_remove_items'        => __( 'Add or remove artists', 'yomu-core' ),
				'choose_from_most_used'      => __( 'Choose from the most used artists', 'yomu-core' ),
			),
			'wp-manga-release' => array(
				'name'                       => __( 'Release years', 'yomu-core' ),
				'singular_name'              => __( 'Release year', 'yomu-core' ),
				'all_items'                  => __( 'All Release Years', 'yomu-core' ),
				'edit_item'                  => __( 'Edit Release Year', 'yomu-core' ),
				'view_item'                  => __( 'View Release Year', 'yomu-core' ),
				'update_item'                => __( 'Update Release Year', 'yomu-core' ),
				'add_new_item'               => __( 'Add New Release Year', 'yomu-core' ),
				'new_item_name'              => __( 'New Release Year', 'yomu-core' ),
				'search_items'               => __( 'Search Release Years', 'yomu-core' ),
				'not_found'                  => __( 'No release years found.', 'yomu-core' ),
				'back_to_items'              => __( '&larr; Go to Release Years', 'yomu-core' ),
				'popular_items'              => __( 'Popular Release Years', 'yomu-core' ),
				'separate_items_with_commas' => __( 'Separate years with commas', 'yomu-core' ),
				'add_or_remove_items'        => __( 'Add or remove release years', 'yomu-core' ),
				'choose_from_most_used'      => __( 'Choose from the most used release years', 'yomu-core' ),
			),
		);
		$labels              = $sets[ $taxonomy ] ?? array();
		$labels['menu_name'] = $labels['name'] ?? '';
		return $labels;
	}

	/**
	 * The notices after a manga is saved, in place of the posts' ("Post updated. View post").
	 *
	 * @param mixed $messages Messages by post type, then by message number.
	 * @return mixed
	 */
	public static function updated_messages( $messages ) {
		if ( ! is_array( $messages ) ) {
			return $messages;
		}
		$post = get_post();
		$view = $post instanceof \WP_Post ? get_permalink( $post ) : '';
		$link = $view ? sprintf( ' <a href="%1$s">%2$s</a>', esc_url( $view ), esc_html__( 'View manga', 'yomu-core' ) ) : '';

		$messages[ PostTypes::MANGA ] = array(
			0  => '',
			1  => esc_html__( 'Manga updated.', 'yomu-core' ) . $link,
			2  => esc_html__( 'Custom field updated.', 'yomu-core' ),
			3  => esc_html__( 'Custom field deleted.', 'yomu-core' ),
			4  => esc_html__( 'Manga updated.', 'yomu-core' ),
			5  => esc_html__( 'Manga restored to revision.', 'yomu-core' ),
			6  => esc_html__( 'Manga published.', 'yomu-core' ) . $link,
			7  => esc_html__( 'Manga saved.', 'yomu-core' ),
			8  => esc_html__( 'Manga submitted.', 'yomu-core' ),
			9  => esc_html__( 'Manga scheduled.', 'yomu-core' ),
			10 => esc_html__( 'Manga draft updated.', 'yomu-core' ),
		);
		return $messages;
	}
}

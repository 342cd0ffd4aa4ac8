<?php
/**
 * The widgets the site placed (option `sidebars_widgets`, every sidebar including Inactive widgets, with each
 * instance's settings in `widget_{id_base}`), each with whether Yomu will show it and, if not, why: Inactive
 * widgets, a sidebar Yomu's theme does not show, a widget type Yomu does not provide (or that Madara never loaded),
 * a plugin's widget whose plugin is not active. Widgets in a shown sidebar that will not show are also the
 * `widgets_unshown` finding. Read-only: the stored option is read as is (not through the sidebars_widgets filter,
 * which Widget Logic and others use to hide widgets per page).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin\Doctor;

/**
 * The check.
 */
final class WidgetCheck {

	public const RENDERS = array( 'yomu', 'wordpress', 'plugin' );

	/**
	 * One row per placed widget, in sidebar order.
	 *
	 * @param Findings $findings Receives widgets_unshown.
	 * @return array<int, array{sidebar: string, sidebar_name: string, widget: string, id_base: string, name: string, title: string, renders: bool, status: string, reason: string}>
	 */
	public static function run( Findings $findings ): array {
		$stored    = get_option( 'sidebars_widgets', array() );
		$instances = array();
		foreach ( is_array( $stored ) ? $stored : array() as $widgets ) {
			foreach ( is_array( $widgets ) ? $widgets : array() as $widget ) {
				$id_base = self::parse( (string) $widget )[0];
				if ( '' !== $id_base && ! isset( $instances[ $id_base ] ) ) {
					$instances[ $id_base ] = get_option( 'widget_' . $id_base, array() );
				}
			}
		}
		$rows = self::rows( $stored, $instances, self::context() );
		foreach ( $rows as $row ) {
			if ( ! $row['renders'] && 'inactive' !== $row['status'] ) {
				$findings->add(
					'widgets_unshown',
					array(
						'detail' => $row['sidebar'] . ': ' . $row['widget'] . ' (' . $row['name'] . ')',
						'reason' => $row['reason'],
					)
				);
			}
		}
		return $rows;
	}

	/**
	 * What this request knows: whether the Yomu theme is active, the registered sidebars and widget types.
	 *
	 * @return array{yomu: bool, sidebars: array<string, string>, types: array<string, array{name: string, kind: string, slug: string}>}
	 */
	public static function context(): array {
		global $wp_registered_sidebars, $wp_widget_factory;
		$sidebars = array();
		foreach ( is_array( $wp_registered_sidebars ) ? $wp_registered_sidebars : array() as $id => $sidebar ) {
			$sidebars[ (string) $id ] = (string) ( $sidebar['name'] ?? $id );
		}
		$types = array();
		if ( $wp_widget_factory instanceof \WP_Widget_Factory ) {
			foreach ( $wp_widget_factory->widgets as $widget ) {
				$types[ $widget->id_base ] = array( 'name' => (string) $widget->name ) + Owner::of_class( get_class( $widget ) );
			}
		}
		return array(
			'yomu'     => 'yomu' === get_template(),
			'sidebars' => $sidebars,
			'types'    => $types,
		);
	}

	/**
	 * The rows for a stored sidebars_widgets value.
	 *
	 * @param mixed                                                                                                                     $stored    sidebars_widgets.
	 * @param array<string, mixed>                                                                                                      $instances id_base => the widget_{id_base} option.
	 * @param array{yomu: bool, sidebars: array<string, string>, types: array<string, array{name: string, kind: string, slug: string}>} $context   context().
	 * @return array<int, array{sidebar: string, sidebar_name: string, widget: string, id_base: string, name: string, title: string, renders: bool, status: string, reason: string}>
	 */
	public static function rows( $stored, array $instances, array $context ): array {
		$rows = array();
		foreach ( is_array( $stored ) ? $stored : array() as $sidebar => $widgets ) {
			if ( ! is_array( $widgets ) ) {
				continue; // array_version.
			}
			$sidebar = (string) $sidebar;
			foreach ( $widgets as $widget ) {
				list( $id_base, $number ) = self::parse( (string) $widget );
				$settings                 = $instances[ $id_base ] ?? array();
				$instance                 = is_array( $settings ) && isset( $settings[ $number ] ) && is_array( $settings[ $number ] ) ? $settings[ $number ] : null;
				$type                     = $context['types'][ $id_base ] ?? null;
				$status                   = self::verdict( $sidebar, $id_base, null !== $instance, $context );
				$rows[]                   = array(
					'sidebar'      => $sidebar,
					'sidebar_name' => $context['sidebars'][ $sidebar ] ?? MadaraParts::SIDEBARS[ $sidebar ] ?? '',
					'widget'       => (string) $widget,
					'id_base'      => $id_base,
					'name'         => $type['name'] ?? MadaraParts::WIDGETS[ $id_base ] ?? MadaraParts::NEVER_LOADED[ $id_base ] ?? $id_base,
					'title'        => is_array( $instance ) && is_scalar( $instance['title'] ?? null ) ? (string) $instance['title'] : '',
					'renders'      => in_array( $status, self::RENDERS, true ),
					'status'       => $status,
					'reason'       => self::reason( $status, $sidebar, $id_base, $type['slug'] ?? '', $context['yomu'] ),
				);
			}
		}
		return $rows;
	}

	/**
	 * Why a placed widget will or will not show, as a status: yomu, WordPress, plugin (these render), inactive,
	 * no_instance, sidebar_unshown, never_loaded, not_provided, plugin_inactive.
	 *
	 * @param string                                                                                                                    $sidebar      Sidebar id.
	 * @param string                                                                                                                    $id_base      Widget type.
	 * @param bool                                                                                                                      $has_instance Whether its settings are stored.
	 * @param array{yomu: bool, sidebars: array<string, string>, types: array<string, array{name: string, kind: string, slug: string}>} $context      context().
	 */
	public static function verdict( string $sidebar, string $id_base, bool $has_instance, array $context ): string {
		if ( 'wp_inactive_widgets' === $sidebar || str_starts_with( $sidebar, 'orphaned_widgets' ) ) {
			return 'inactive';
		}
		if ( ! $has_instance ) {
			return 'no_instance';
		}
		$shown = $context['yomu'] ? isset( $context['sidebars'][ $sidebar ] ) : isset( MadaraParts::SIDEBARS[ $sidebar ] );
		if ( ! $shown ) {
			return 'sidebar_unshown';
		}
		$kind = $context['types'][ $id_base ]['kind'] ?? null;
		if ( Owner::YOMU === $kind || Owner::WORDPRESS === $kind ) {
			return $kind;
		}
		if ( ! $context['yomu'] && isset( MadaraParts::WIDGETS[ $id_base ] ) ) {
			return 'yomu'; // Madara's own registration hides Yomu's until the switch.
		}
		if ( Owner::PLUGIN === $kind || Owner::UNKNOWN === $kind ) {
			return 'plugin';
		}
		if ( isset( MadaraParts::NEVER_LOADED[ $id_base ] ) ) {
			return 'never_loaded';
		}
		if ( null !== $kind || isset( MadaraParts::WIDGETS[ $id_base ] ) ) {
			return 'not_provided'; // Madara's (theme, Madara Core, an add-on): they leave with the switch.
		}
		return 'plugin_inactive';
	}

	/**
	 * The reason in words.
	 *
	 * @param string $status  verdict().
	 * @param string $sidebar Sidebar id.
	 * @param string $id_base Widget type.
	 * @param string $slug    The plugin or theme that registers the type, if any.
	 * @param bool   $yomu    Whether the Yomu theme is active.
	 */
	public static function reason( string $status, string $sidebar, string $id_base, string $slug, bool $yomu ): string {
		switch ( $status ) {
			case 'yomu':
				return __( 'Yomu provides this widget and shows it in this sidebar with its saved settings', 'yomu-core' );
			case 'WordPress':
				return __( 'a WordPress widget: Yomu shows it in this sidebar', 'yomu-core' );
			case 'plugin':
				/* translators: %s: plugin folder. */
				return sprintf( __( 'a widget of the plugin %s: it shows while that plugin stays active', 'yomu-core' ), '' !== $slug ? $slug : '?' );
			case 'inactive':
				return __( 'in Inactive widgets: not shown (Madara did not show it either)', 'yomu-core' );
			case 'no_instance':
				/* translators: %s: option name. */
				return sprintf( __( 'its settings are missing from %s: WordPress skips it (Madara did too)', 'yomu-core' ), 'widget_' . $id_base );
			case 'sidebar_unshown':
				return $yomu
					/* translators: %s: sidebar id. */
					? sprintf( __( 'the sidebar %s is not one the active theme shows: move the widget to a sidebar Yomu shows', 'yomu-core' ), $sidebar )
					/* translators: %s: sidebar id. */
					: sprintf( __( 'the sidebar %s is not one of Madara\'s that Yomu shows: move the widget to a sidebar Yomu shows', 'yomu-core' ), $sidebar );
			case 'never_loaded':
				return __( 'Madara ships this widget but never loads it, so it never showed: Yomu does not provide it', 'yomu-core' );
			case 'not_provided':
				return '' !== $slug
					/* translators: %s: theme or plugin folder. */
					? sprintf( __( 'a widget of %s, which leaves with the switch, and Yomu does not provide it', 'yomu-core' ), $slug )
					: __( 'Yomu does not provide this Madara widget', 'yomu-core' );
		}
		return __( 'no active plugin provides this widget type: it shows again when its plugin is activated', 'yomu-core' );
	}

	/**
	 * A widget id's type and number ("manga-recent-3" → ["manga-recent", 3]); ['', 0] when it has none.
	 *
	 * @param string $widget Widget id.
	 * @return array{0: string, 1: int}
	 */
	public static function parse( string $widget ): array {
		return preg_match( '/^(.+)-(\d+)$/', $widget, $parts ) ? array( $parts[1], (int) $parts[2] ) : array( '', 0 );
	}
}

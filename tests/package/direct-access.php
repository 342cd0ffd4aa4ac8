<?php
/**
 * Lists the PHP files that run code when requested directly but do not stop first: php direct-access.php DIR
 *
 * The wordpress.org plugin review's rule: a file whose top level holds only declarations (namespace, use, class,
 * interface, trait, enum) or returns a literal (a translation or .asset.php file) is safe; any other file must
 * start with `defined( 'ABSPATH' ) || exit;` or `if ( ! defined( 'ABSPATH' ) ) exit;` (WPINC is accepted too), and
 * uninstall.php with `defined( 'WP_UNINSTALL_PLUGIN' ) || exit;`. Prints a JSON list of paths relative to DIR.
 *
 * @package Yomu
 */

use PhpParser\Node;
use PhpParser\Node\Expr;
use PhpParser\Node\Stmt;
use PhpParser\ParserFactory;

if ( PHP_SAPI !== 'cli' || $argc < 2 ) {
	exit( 1 );
}
require dirname( __DIR__, 2 ) . '/vendor/autoload.php';

/**
 * Whether an expression is `defined( 'NAME' )` for one of the names.
 *
 * @param Node     $expr  Expression.
 * @param string[] $names Constant names.
 */
function yomu_access_defined( Node $expr, array $names ): bool {
	return $expr instanceof Expr\FuncCall && $expr->name instanceof Node\Name && 'defined' === $expr->name->toLowerString()
		&& isset( $expr->args[0] ) && $expr->args[0] instanceof Node\Arg && $expr->args[0]->value instanceof Node\Scalar\String_
		&& in_array( $expr->args[0]->value->value, $names, true );
}

/**
 * Whether a statement is a guard that stops unless one of the constants is defined.
 *
 * @param Node     $stmt  Top-level statement.
 * @param string[] $names Constant names.
 */
function yomu_access_guard( Node $stmt, array $names ): bool {
	if ( $stmt instanceof Stmt\Expression && ( $stmt->expr instanceof Expr\BinaryOp\BooleanOr || $stmt->expr instanceof Expr\BinaryOp\LogicalOr ) ) {
		return yomu_access_defined( $stmt->expr->left, $names ) && $stmt->expr->right instanceof Expr\Exit_;
	}
	if ( $stmt instanceof Stmt\If_ && $stmt->cond instanceof Expr\BooleanNot && yomu_access_defined( $stmt->cond->expr, $names ) ) {
		foreach ( $stmt->stmts as $inner ) {
			if ( ( $inner instanceof Stmt\Expression && $inner->expr instanceof Expr\Exit_ ) || $inner instanceof Stmt\Return_ ) {
				return true;
			}
		}
	}
	return false;
}

/**
 * Whether top-level statements are only declarations or the return of a literal, so nothing runs.
 *
 * @param Node[] $stmts Statements.
 */
function yomu_access_inert( array $stmts ): bool {
	foreach ( $stmts as $stmt ) {
		if ( $stmt instanceof Stmt\Namespace_ ) {
			if ( ! yomu_access_inert( $stmt->stmts ) ) {
				return false;
			}
			continue;
		}
		$declaration = $stmt instanceof Stmt\Nop || $stmt instanceof Stmt\Declare_ || $stmt instanceof Stmt\Use_ || $stmt instanceof Stmt\GroupUse
			|| $stmt instanceof Stmt\ClassLike;
		$literal     = $stmt instanceof Stmt\Return_ && ( $stmt->expr instanceof Expr\Array_ || $stmt->expr instanceof Node\Scalar );
		if ( ! $declaration && ! $literal ) {
			return false;
		}
	}
	return true;
}

$yomu_parser  = ( new ParserFactory() )->createForHostVersion();
$yomu_root    = rtrim( $argv[1], '/' );
$yomu_missing = array();
$yomu_walk    = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $yomu_root, FilesystemIterator::SKIP_DOTS ) );
foreach ( $yomu_walk as $yomu_file ) {
	$yomu_path = $yomu_file->getPathname();
	if ( ! str_ends_with( $yomu_path, '.php' ) ) {
		continue;
	}
	$yomu_relative = substr( $yomu_path, strlen( $yomu_root ) + 1 );
	$yomu_stmts    = (array) $yomu_parser->parse( (string) file_get_contents( $yomu_path ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	$yomu_names    = str_ends_with( $yomu_relative, 'uninstall.php' ) && ! str_contains( $yomu_relative, '/' ) ? array( 'WP_UNINSTALL_PLUGIN' ) : array( 'ABSPATH', 'WPINC' );
	$yomu_guarded  = false;
	foreach ( $yomu_stmts as $yomu_stmt ) {
		if ( $yomu_stmt instanceof Stmt\Namespace_ || $yomu_stmt instanceof Stmt\Use_ || $yomu_stmt instanceof Stmt\Nop || $yomu_stmt instanceof Stmt\Declare_ ) {
			continue;
		}
		// The guard must come before any other code.
		$yomu_guarded = yomu_access_guard( $yomu_stmt, $yomu_names );
		break;
	}
	if ( ! $yomu_guarded && ! yomu_access_inert( $yomu_stmts ) ) {
		$yomu_missing[] = $yomu_relative;
	}
}
sort( $yomu_missing );
echo json_encode( $yomu_missing, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions.json_encode_json_encode -- JSON on the CLI, no WordPress here.

// Writes the .asset.php file of every block editor script (plugin/blocks/editor-kit.js and plugin/blocks/NAME/editor.js):
// the script handles it depends on, read from the wp.* globals (and the editor kit's global) the script uses, and a
// version from a hash of its content. WordPress reads these files when it registers the scripts
// (register_block_type_from_metadata for editorScript, Yomu\Core\Blocks\Blocks for the kit). Nothing is hand-kept:
// the build writes them and fails when a script uses a global that is no WordPress script.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The packages WordPress 6.5 registers as wp-* scripts and exposes as wp.* globals (wp-includes/assets/script-loader-packages.php).
export const WORDPRESS_PACKAGES = new Set(
  ('a11y annotations api-fetch autop blob block-directory block-editor block-library block-serialization-default-parser ' +
    'blocks commands components compose core-commands core-data customize-widgets data data-controls date deprecated dom ' +
    'dom-ready edit-post edit-site edit-widgets editor element escape-html format-library hooks html-entities i18n ' +
    'is-shallow-equal keyboard-shortcuts keycodes list-reusable-blocks media-utils notices nux patterns plugins preferences ' +
    'preferences-persistence primitives priority-queue private-apis redux-routine reusable-blocks rich-text router ' +
    'server-side-render shortcode style-engine token-list undo-manager url viewport warning widgets wordcount').split(' '),
);

// Yomu's own editor globals and their script handles (registered in plugin/src/Blocks/Blocks.php).
export const OWN_GLOBALS = { yomuBlocksEditorKit: 'yomu-blocks-editor-kit' };

/** The script without comments, so a global named in a comment is no dependency. */
function code(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** wp.blockEditor → wp-block-editor, as WordPress names the script of a package. */
const handleOf = (name) => `wp-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * The script handles a script needs, sorted. Throws when it uses a wp.* global that WordPress does not register,
 * or reaches the wp global in a way the build cannot read (wp[ name ], destructuring).
 */
export function dependencies(source, file = 'script', ownHandle = '') {
  const text = code(source);
  const handles = new Set();
  for (const [, name] of text.matchAll(/\bwp\.([A-Za-z_$][\w$]*)/g)) {
    const handle = handleOf(name);
    if (!WORDPRESS_PACKAGES.has(handle.slice(3))) {
      throw new Error(`${file}: wp.${name} is no WordPress script (expected a wp-* handle such as wp-i18n), so no .asset.php can list it`);
    }
    handles.add(handle);
  }
  if (/\bwp\s*\[|\{[^}]*\}\s*=\s*(window\.)?wp\b/.test(text)) {
    throw new Error(`${file}: read wp.* globals as wp.name, so the build can list them in the .asset.php file`);
  }
  for (const [global, handle] of Object.entries(OWN_GLOBALS)) {
    if (handle !== ownHandle && new RegExp(`\\b${global}\\b`).test(text)) handles.add(handle);
  }
  return [...handles].sort();
}

/** A version that changes exactly when the script does. */
export const version = (source) => crypto.createHash('sha256').update(source).digest('hex').slice(0, 20);

/** The PHP WordPress reads, in the WordPress coding standard. */
export function assetPhp(label, deps, ver) {
  const list = deps.map((dep) => `'${dep}'`).join(', ');
  return `<?php
/**
 * Dependencies and version of the ${label} (written by the build: scripts/lib/block-assets.mjs).
 *
 * @package Yomu\\Core
 */

defined( 'ABSPATH' ) || exit;

return array(
\t'dependencies' => array(${list ? ` ${list} ` : ''}),
\t'version'      => '${ver}',
);
`;
}

/** The editor scripts under a blocks folder, with a label for each. */
export function editorScripts(blocksDir) {
  const scripts = [{ file: path.join(blocksDir, 'editor-kit.js'), label: 'Yomu blocks editor kit', handle: OWN_GLOBALS.yomuBlocksEditorKit }];
  for (const entry of fs.readdirSync(blocksDir, { withFileTypes: true })) {
    const file = path.join(blocksDir, entry.name, 'editor.js');
    if (entry.isDirectory() && fs.existsSync(file)) scripts.push({ file, label: `yomu/${entry.name} editor script` });
  }
  return scripts.filter(({ file }) => fs.existsSync(file));
}

/** Writes (or rewrites when changed) every editor script's .asset.php; returns the files written. */
export function writeBlockAssets(blocksDir) {
  const written = [];
  for (const { file, label, handle } of editorScripts(blocksDir)) {
    const source = fs.readFileSync(file, 'utf8');
    const target = file.replace(/\.js$/, '.asset.php');
    const php = assetPhp(label, dependencies(source, path.relative(process.cwd(), file), handle), version(source));
    if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== php) {
      fs.writeFileSync(target, php);
      written.push(target);
    }
  }
  return written;
}

/** Vite plugin: writes the block editor scripts' asset files at the start of every build. */
export function blockAssets(blocksDir = 'plugin/blocks') {
  return {
    name: 'yomu-block-assets',
    apply: 'build',
    buildStart() {
      writeBlockAssets(blocksDir);
    },
  };
}

// The build writes each block editor script's .asset.php from the wp.* globals it uses (scripts/lib/block-assets.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dependencies, version, writeBlockAssets } from './block-assets.mjs';

const dirs: string[] = [];
function blocksDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-block-assets-'));
  dirs.push(dir);
  for (const [name, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), source);
  }
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('block editor asset files', () => {
  it('lists the wp-* handle of every wp.* global a script reads, and the editor kit, sorted', () => {
    const source = `( function ( wp, kit ) { var el = wp.element.createElement; wp.blockEditor.useBlockProps(); wp.apiFetch( {} );
      kit.block( 'x', { title: wp.i18n.__( 'X' ) } ); } )( window.wp, window.yomuBlocksEditorKit );`;
    expect(dependencies(source)).toEqual(['wp-api-fetch', 'wp-block-editor', 'wp-element', 'wp-i18n', 'yomu-blocks-editor-kit']);
  });

  it('ignores globals named only in comments and never lists a script as its own dependency', () => {
    const source = `/* Not wp.serverSideRender: see below. */\n// wp.data is not needed\nwindow.yomuBlocksEditorKit = { i18n: wp.i18n };`;
    expect(dependencies(source, 'kit.js', 'yomu-blocks-editor-kit')).toEqual(['wp-i18n']);
  });

  it('fails the build on a wp.* global WordPress does not register, and on reads it cannot list', () => {
    expect(() => dependencies('wp.blockEdtor.useBlockProps();', 'typo.js')).toThrow(/typo\.js: wp\.blockEdtor is no WordPress script/);
    expect(() => dependencies("var i18n = wp[ 'i18n' ];", 'dynamic.js')).toThrow(/dynamic\.js: read wp\.\* globals as wp\.name/);
    expect(() => dependencies('const { i18n } = window.wp;', 'destructured.js')).toThrow(/destructured\.js/);
  });

  it('writes PHP that WordPress reads, versioned by content, and rewrites it when the script changes', () => {
    const kit = "window.yomuBlocksEditorKit = { el: wp.element.createElement, blocks: wp.blocks };";
    const faq = "kit.block( 'yomu/faq', { title: wp.i18n.__( 'FAQ' ) } ); window.yomuBlocksEditorKit;";
    const dir = blocksDir({ 'editor-kit.js': kit, 'faq/editor.js': faq, 'faq/render.php': '<?php' });
    expect(writeBlockAssets(dir).map((file) => path.relative(dir, file))).toEqual(['editor-kit.asset.php', path.join('faq', 'editor.asset.php')]);
    const php = fs.readFileSync(path.join(dir, 'faq/editor.asset.php'), 'utf8');
    expect(php).toContain("defined( 'ABSPATH' ) || exit;");
    expect(php).toContain("\t'dependencies' => array( 'wp-i18n', 'yomu-blocks-editor-kit' ),\n");
    expect(php).toContain(`\t'version'      => '${version(faq)}',\n`);
    expect(fs.readFileSync(path.join(dir, 'editor-kit.asset.php'), 'utf8')).toContain("array( 'wp-blocks', 'wp-element' )");

    expect(writeBlockAssets(dir)).toEqual([]);
    fs.writeFileSync(path.join(dir, 'faq/editor.js'), `${faq} wp.data.select( 'core' );`);
    expect(writeBlockAssets(dir).map((file) => path.relative(dir, file))).toEqual([path.join('faq', 'editor.asset.php')]);
    expect(fs.readFileSync(path.join(dir, 'faq/editor.asset.php'), 'utf8')).toContain("array( 'wp-data', 'wp-i18n', 'yomu-blocks-editor-kit' )");
  });
});

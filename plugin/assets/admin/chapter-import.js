/* global window, document, FormData, fetch */
/**
 * "Import chapters from a ZIP" (templates/admin/chapter-import.php, Admin\ChapterImport): sends the chosen ZIP in
 * chunks from where the server's copy ends (a dropped chunk is sent again; after a reload, choosing the same file
 * resumes), shows what the ZIP will create, starts the import and follows its progress until it is done. Every
 * message goes to the status line, which screen readers announce.
 */
( function () {
	'use strict';

	var box = document.querySelector( '[data-yomu-import]' );
	if ( ! box ) {
		return;
	}
	var config = JSON.parse( box.getAttribute( 'data-yomu-import' ) || '{}' );
	var strings = window.yomuChapterImport || {};
	var fileInput = box.querySelector( '#yomu-import-file' );
	var uploadButton = box.querySelector( '[data-yomu-import-upload]' );
	var progressBox = box.querySelector( '.yomu-import__progress' );
	var bar = progressBox.querySelector( 'progress' );
	var status = box.querySelector( '.yomu-import__status' );
	var previewBox = box.querySelector( '.yomu-import__preview' );
	var actions = box.querySelector( '.yomu-import__actions' );
	var startButton = box.querySelector( '[data-yomu-import-start]' );
	var discardButton = box.querySelector( '[data-yomu-import-discard]' );
	var session = config.session;
	var RETRIES = 3;

	/** A network failure (no answer), as opposed to the server's refusal. */
	function Dropped() {}

	function format( text ) {
		var args = Array.prototype.slice.call( arguments, 1 );
		var next = 0;
		return String( text || '' ).replace( /%%|%(\d+)\$[sd]|%[sd]/g, function ( match, position ) {
			if ( '%%' === match ) {
				return '%';
			}
			return String( args[ position ? Number( position ) - 1 : next++ ] );
		} );
	}

	function say( text ) {
		status.textContent = text;
	}

	function percent( part, whole ) {
		return whole > 0 ? Math.floor( ( part * 100 ) / whole ) : 0;
	}

	function showProgress( part, whole ) {
		progressBox.hidden = false;
		bar.value = percent( part, whole );
	}

	function wait( ms ) {
		return new Promise( function ( resolve ) {
			window.setTimeout( resolve, ms );
		} );
	}

	function call( action, fields, chunk ) {
		var body = new FormData();
		body.append( 'action', action );
		body.append( 'manga_id', String( config.manga ) );
		body.append( '_ajax_nonce', config.nonce );
		Object.keys( fields ).forEach( function ( key ) {
			body.append( key, fields[ key ] );
		} );
		if ( chunk ) {
			body.append( 'chunk', chunk, 'chunk' );
		}
		return fetch( config.ajax, { method: 'POST', body: body, credentials: 'same-origin' } ).then(
			function ( response ) {
				return response.json().then(
					function ( answer ) {
						if ( ! answer || ! answer.success ) {
							throw new Error( ( answer && answer.data && answer.data.message ) || strings.failedRequest );
						}
						return answer.data;
					},
					function () {
						throw new Dropped();
					}
				);
			},
			function () {
				throw new Dropped();
			}
		);
	}

	function sendChunks( file ) {
		if ( session.received >= session.size ) {
			showProgress( session.received, session.size );
			return Promise.resolve();
		}
		say( format( strings.uploading, percent( session.received, session.size ) ) );
		showProgress( session.received, session.size );
		var chunk = file.slice( session.received, Math.min( session.size, session.received + config.chunk ) );
		var attempt = function ( tries ) {
			return call( 'yomu_import_chunk', { id: session.id, offset: String( session.received ) }, chunk ).catch( function ( error ) {
				if ( ! ( error instanceof Dropped ) || tries >= RETRIES ) {
					throw error;
				}
				say( strings.retrying );
				return wait( 1000 * ( tries + 1 ) ).then( function () {
					return attempt( tries + 1 );
				} );
			} );
		};
		return attempt( 0 ).then( function ( answer ) {
			session = answer;
			return sendChunks( file );
		} );
	}

	// Text chapters have no pages to count: their messages leave the count out.
	function summary( preview ) {
		return config.text ? format( strings.summaryText, preview.create, preview.skip ) : format( strings.summary, preview.create, preview.pages, preview.skip );
	}

	function renderPreview( preview ) {
		var body = previewBox.querySelector( 'tbody' );
		body.textContent = '';
		var newVolumes = {};
		preview.volumes.forEach( function ( volume ) {
			newVolumes[ volume.name ] = volume.new;
		} );
		preview.chapters.forEach( function ( chapter ) {
			var row = document.createElement( 'tr' );
			var volume = '' === chapter.volume ? strings.noVolume : ( newVolumes[ chapter.volume ] ? format( strings.newVolume, chapter.volume ) : chapter.volume );
			var title = '' === chapter.extend ? chapter.name : chapter.name + ' – ' + chapter.extend;
			[ volume, title, String( chapter.pages ), 'create' === chapter.action ? strings.create : strings.skip ].forEach( function ( text ) {
				var cell = document.createElement( 'td' );
				cell.textContent = text;
				row.appendChild( cell );
			} );
			body.appendChild( row );
		} );
		previewBox.querySelector( '.yomu-import__summary' ).textContent = summary( preview );
		previewBox.hidden = false;
		actions.hidden = false;
		startButton.disabled = 0 === preview.create;
	}

	function preview() {
		say( strings.checking );
		return call( 'yomu_import_preview', { id: session.id } ).then( function ( answer ) {
			session = answer;
			renderPreview( answer.preview );
			say( summary( answer.preview ) );
		} );
	}

	function follow() {
		showProgress( session.done, session.total );
		if ( 'importing' === session.state ) {
			say( format( strings.importing, session.done, session.total ) );
			return wait( 1000 )
				.then( function () {
					return call( 'yomu_import_status', { id: session.id } );
				} )
				.then(
					function ( answer ) {
						session = answer;
						return follow();
					},
					function ( error ) {
						if ( error instanceof Dropped ) {
							return follow(); // The import goes on on the server; ask again.
						}
						throw error;
					}
				);
		}
		actions.hidden = true;
		uploadButton.disabled = false;
		if ( 'done' === session.state ) {
			bar.value = 100;
			say( config.text ? format( strings.doneText, session.created, session.skipped ) : format( strings.done, session.created, session.pages, session.skipped ) );
		} else {
			say( format( strings.failed, session.error ) );
		}
		return Promise.resolve();
	}

	function fail( error ) {
		uploadButton.disabled = false;
		say( error instanceof Dropped ? format( strings.lost, session ? percent( session.received, session.size ) : 0 ) : format( strings.error, error.message ) );
	}

	uploadButton.addEventListener( 'click', function () {
		var file = fileInput.files && fileInput.files[ 0 ];
		if ( ! file ) {
			say( strings.choose );
			fileInput.focus();
			return;
		}
		uploadButton.disabled = true;
		previewBox.hidden = true;
		actions.hidden = true;
		call( 'yomu_import_begin', { name: file.name, size: String( file.size ) } )
			.then( function ( answer ) {
				session = answer;
				return sendChunks( file );
			} )
			.then( preview )
			.then( function () {
				uploadButton.disabled = false;
			} )
			.catch( fail );
	} );

	startButton.addEventListener( 'click', function () {
		startButton.disabled = true;
		discardButton.disabled = true;
		uploadButton.disabled = true;
		call( 'yomu_import_start', { id: session.id } )
			.then( function ( answer ) {
				session = answer;
				previewBox.hidden = true;
				return follow();
			} )
			.catch( fail )
			.then( function () {
				startButton.disabled = false;
				discardButton.disabled = false;
			} );
	} );

	discardButton.addEventListener( 'click', function () {
		call( 'yomu_import_discard', { id: session.id } )
			.then( function () {
				session = null;
				previewBox.hidden = true;
				actions.hidden = true;
				progressBox.hidden = true;
				say( strings.discarded );
			} )
			.catch( fail );
	} );

	// A session from before a reload: an upload waits for its file again; a complete one is previewed; an import is
	// followed.
	if ( session ) {
		if ( 'uploading' === session.state ) {
			showProgress( session.received, session.size );
			say( format( strings.resume, session.name, percent( session.received, session.size ) ) );
		} else if ( 'ready' === session.state ) {
			preview().catch( fail );
		} else {
			uploadButton.disabled = 'importing' === session.state;
			follow().catch( fail ); // An import still running, or how the last one ended.
		}
	}
}() );

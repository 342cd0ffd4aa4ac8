/* global window, document, HTMLFormElement */
/**
 * Manga edit screen: small enhancements of the "Volumes and chapters" forms, which work without it.
 * - copies the visual editor's text into its textarea before a chapter form is sent;
 * - asks before destructive buttons (data-yomu-confirm);
 * - stops double submits and shows progress on upload buttons (data-yomu-busy);
 * - filters the chapter rows as the editor types a chapter search (data-yomu-chapter-search);
 * - video server rows (data-yomu-video-servers): "Add server", and per row "Move up", "Move down" and "Remove"
 *   buttons; the rows keep their field names, so the form sends them in the order shown.
 * The admin bundle sends the box's forms in place (src/admin/in-place.ts) after these checks have run.
 */
( function () {
	'use strict';

	var strings = window.yomuMangaEdit || { uploading: 'Uploading…', saving: 'Saving…', addServer: 'Add server', moveUp: 'Move up', moveDown: 'Move down', remove: 'Remove server', server: 'Server %d', matches: 'Chapters shown: %1$s of %2$s.' };

	document.addEventListener(
		'submit',
		function ( event ) {
			var form = event.target;
			if ( ! ( form instanceof HTMLFormElement ) || ! form.classList.contains( 'yomu-form' ) ) {
				return;
			}
			var button = event.submitter;
			var question = button && button.getAttribute( 'data-yomu-confirm' );
			if ( question && ! window.confirm( question ) ) {
				event.preventDefault();
				return;
			}
			if ( form.getAttribute( 'data-yomu-sent' ) === '1' ) {
				event.preventDefault();
				return;
			}
			if ( window.tinymce && typeof window.tinymce.triggerSave === 'function' ) {
				window.tinymce.triggerSave();
			}
			form.setAttribute( 'data-yomu-sent', '1' );
			if ( button && button.hasAttribute( 'data-yomu-busy' ) ) {
				button.textContent = form.getAttribute( 'enctype' ) === 'multipart/form-data' ? strings.uploading : strings.saving;
				button.setAttribute( 'aria-busy', 'true' );
			}
		},
		true
	);

	function button( label, className ) {
		var element = document.createElement( 'button' );
		element.type = 'button';
		element.className = 'button ' + className;
		element.textContent = label;
		return element;
	}

	// Renumbers the row legends, names the row buttons after their row and disables moves past the ends.
	function renumber( list ) {
		var rows = list.querySelectorAll( '.yomu-video-server' );
		rows.forEach( function ( row, index ) {
			var name = strings.server.replace( '%d', String( index + 1 ) );
			var nameField = row.querySelector( 'input[type="text"]' );
			var shown = nameField && nameField.value.trim() ? nameField.value.trim() : name;
			row.querySelector( '.yomu-video-server__legend' ).textContent = name;
			row.querySelector( '.yomu-video-server__position input' ).value = String( index + 1 );
			row.querySelector( '.yomu-server-up' ).disabled = index === 0;
			row.querySelector( '.yomu-server-down' ).disabled = index === rows.length - 1;
			row.querySelector( '.yomu-server-up' ).setAttribute( 'aria-label', strings.moveUp + ': ' + shown );
			row.querySelector( '.yomu-server-down' ).setAttribute( 'aria-label', strings.moveDown + ': ' + shown );
			row.querySelector( '.yomu-server-remove' ).setAttribute( 'aria-label', strings.remove + ': ' + shown );
		} );
	}

	function isBlank( row ) {
		return Array.prototype.every.call( row.querySelectorAll( 'input[type="text"], textarea' ), function ( field ) {
			return field.value.trim() === '';
		} );
	}

	function addRowButtons( row ) {
		// The buttons order the rows; the position fields follow them and are sent as they are.
		row.querySelector( '.yomu-video-server__position' ).hidden = true;
		var tools = document.createElement( 'p' );
		tools.className = 'yomu-row yomu-video-server__tools';
		tools.appendChild( button( strings.moveUp, 'yomu-server-up' ) );
		tools.appendChild( button( strings.moveDown, 'yomu-server-down' ) );
		tools.appendChild( button( strings.remove, 'yomu-server-remove' ) );
		row.querySelector( 'fieldset' ).appendChild( tools );
	}

	function enhanceServers( box ) {
		var list = box.querySelector( '.yomu-video-servers__list' );
		var rows = list.querySelectorAll( '.yomu-video-server' );
		var blank = rows[ rows.length - 1 ].cloneNode( true );
		var count = rows.length;
		// The empty rows the server adds for editors without JavaScript: "Add server" adds rows instead.
		while ( list.children.length > 1 && isBlank( list.lastElementChild ) ) {
			list.removeChild( list.lastElementChild );
		}
		list.querySelectorAll( '.yomu-video-server' ).forEach( addRowButtons );
		var add = button( strings.addServer, 'yomu-server-add' );
		box.appendChild( add );

		add.addEventListener( 'click', function () {
			var row = blank.cloneNode( true );
			row.querySelectorAll( '[id]' ).forEach( function ( element ) {
				element.id = element.id.replace( /-server-\d+-/, '-server-' + count + '-' );
			} );
			row.querySelectorAll( 'label[for]' ).forEach( function ( label ) {
				label.htmlFor = label.htmlFor.replace( /-server-\d+-/, '-server-' + count + '-' );
			} );
			count++;
			addRowButtons( row );
			list.appendChild( row );
			renumber( list );
			row.querySelector( 'input[type="text"]' ).focus();
		} );

		list.addEventListener( 'click', function ( event ) {
			var target = event.target;
			var row = target instanceof window.Element ? target.closest( '.yomu-video-server' ) : null;
			if ( ! row ) {
				return;
			}
			if ( target.classList.contains( 'yomu-server-up' ) && row.previousElementSibling ) {
				list.insertBefore( row, row.previousElementSibling );
			} else if ( target.classList.contains( 'yomu-server-down' ) && row.nextElementSibling ) {
				list.insertBefore( row.nextElementSibling, row );
			} else if ( target.classList.contains( 'yomu-server-remove' ) ) {
				var next = row.nextElementSibling || row.previousElementSibling;
				list.removeChild( row );
				renumber( list );
				( next ? next.querySelector( '.yomu-server-remove' ) : add ).focus();
				return;
			} else {
				return;
			}
			renumber( list );
			// The moved row's button keeps the focus (or its neighbour when it reached an end).
			if ( target.disabled ) {
				( target.classList.contains( 'yomu-server-up' ) ? row.querySelector( '.yomu-server-down' ) : row.querySelector( '.yomu-server-up' ) ).focus();
			} else {
				target.focus();
			}
		} );
		list.addEventListener( 'input', function () {
			renumber( list );
		} );
		renumber( list );
	}

	// Chapter search: the rows filter as the editor types (the Search button still asks the server, which lists
	// the same matches); groups left without a row hide, and the count is announced.
	function filterChapters( field ) {
		var query = field.value.trim().toLowerCase();
		var rows = document.querySelectorAll( 'tr[data-yomu-chapter-text]' );
		var shown = 0;
		rows.forEach( function ( row ) {
			var match = query === '' || row.getAttribute( 'data-yomu-chapter-text' ).indexOf( query ) !== -1;
			row.hidden = ! match;
			shown += match ? 1 : 0;
		} );
		document.querySelectorAll( '[data-yomu-chapter-group]' ).forEach( function ( group ) {
			group.hidden = group.querySelector( 'tr[data-yomu-chapter-text]:not([hidden])' ) === null;
		} );
		var count = document.querySelector( '[data-yomu-chapter-count]' );
		if ( count ) {
			count.textContent = query === '' ? '' : strings.matches.replace( '%1$s', String( shown ) ).replace( '%2$s', count.getAttribute( 'data-yomu-chapter-count' ) || String( rows.length ) );
		}
	}

	// The enhancements of a part of the screen: all of it on load, the box again each time it is updated in place
	// (src/admin/in-place.ts).
	function enhance( root ) {
		root.querySelectorAll( '[data-yomu-video-servers]' ).forEach( enhanceServers );
		var chapterSearch = root.querySelector( '[data-yomu-chapter-search]' );
		if ( chapterSearch ) {
			chapterSearch.addEventListener( 'input', function () {
				filterChapters( chapterSearch );
			} );
		}
	}

	enhance( document );
	document.addEventListener( 'yomu:box-updated', function ( event ) {
		enhance( event.detail );
	} );

	// A page restored from the back/forward cache must accept a new submit.
	window.addEventListener( 'pageshow', function () {
		document.querySelectorAll( 'form.yomu-form[data-yomu-sent]' ).forEach( function ( form ) {
			form.removeAttribute( 'data-yomu-sent' );
		} );
	} );
}() );

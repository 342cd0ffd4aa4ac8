/* global window */
/**
 * Shared editor helpers for the Yomu blocks: plain JavaScript on the wp.* globals (no build step).
 * window.yomuBlocksEditorKit.block( name, fields ) registers a block whose settings live in the sidebar and
 * whose canvas shows the server render.
 */
( function ( wp ) {
	'use strict';
	var el = wp.element.createElement;
	var __ = wp.i18n.__;
	var components = wp.components;
	var blockEditor = wp.blockEditor;

	function fieldControl( field, value, onChange ) {
		var common = { label: field.label, value: value === undefined || value === null ? '' : value, help: field.help, __nextHasNoMarginBottom: true };
		if ( field.type === 'textarea' ) {
			return el( components.TextareaControl, Object.assign( common, { onChange: onChange } ) );
		}
		if ( field.type === 'select' ) {
			return el( components.SelectControl, Object.assign( common, { options: field.options, onChange: function ( v ) { onChange( field.numeric ? Number( v ) : v ); } } ) );
		}
		if ( field.type === 'number' ) {
			return el( components.TextControl, Object.assign( common, { type: 'number', step: 'any', onChange: function ( v ) { onChange( v === '' ? 0 : Number( v ) ); } } ) );
		}
		if ( field.type === 'lines' ) {
			// A list of strings edited one per line.
			return el( components.TextareaControl, Object.assign( common, {
				value: ( value || [] ).join( '\n' ),
				onChange: function ( v ) { onChange( v.split( '\n' ) ); },
			} ) );
		}
		if ( field.type === 'color' ) {
			return el( 'div', { className: 'yomu-editor-color' },
				el( 'p', null, field.label ),
				el( components.ColorPicker, { color: value || '#c0392b', enableAlpha: false, onChange: onChange } )
			);
		}
		return el( components.TextControl, Object.assign( common, { type: field.type === 'url' ? 'url' : field.type === 'datetime' ? 'datetime-local' : 'text', onChange: onChange } ) );
	}

	/** Repeatable records (FAQ items, testimonials, gallery images): fields per record, add and remove. */
	function listControl( field, value, onChange ) {
		var items = Array.isArray( value ) ? value : [];
		function update( index, key, v ) {
			var next = items.map( function ( item, i ) {
				if ( i !== index ) {
					return item;
				}
				var copy = Object.assign( {}, item );
				copy[ key ] = v;
				return copy;
			} );
			onChange( next );
		}
		return el( 'div', { className: 'yomu-editor-list' },
			items.map( function ( item, index ) {
				return el( components.PanelBody, { key: index, title: field.itemLabel + ' ' + ( index + 1 ), initialOpen: index === items.length - 1 },
					field.fields.map( function ( sub ) {
						return el( 'div', { key: sub.key, style: { marginBottom: '12px' } }, fieldControl( sub, item[ sub.key ], function ( v ) { update( index, sub.key, v ); } ) );
					} ),
					el( components.Button, { variant: 'secondary', isDestructive: true, onClick: function () { onChange( items.filter( function ( _, i ) { return i !== index; } ) ); } }, __( 'Remove', 'yomu-core' ) )
				);
			} ),
			el( components.Button, { variant: 'primary', onClick: function () { onChange( items.concat( [ Object.assign( {}, field.empty ) ] ) ); } }, field.addLabel )
		);
	}

	/** An object attribute edited as one text field per key (the countdown's unit labels). */
	function objectControl( field, value, onChange ) {
		var object = value && typeof value === 'object' ? value : {};
		return el( 'fieldset', { className: 'yomu-editor-object' },
			el( 'legend', null, field.label ),
			field.fields.map( function ( sub ) {
				return el( 'div', { key: sub.key, style: { marginBottom: '8px' } }, fieldControl( sub, object[ sub.key ], function ( v ) {
					var copy = Object.assign( {}, object );
					copy[ sub.key ] = v;
					onChange( copy );
				} ) );
			} )
		);
	}

	/**
	 * The attributes the server knows: the renderer refuses unknown ones, and the HTML anchor exists only in the
	 * editor (WordPress registers it on the client).
	 *
	 * @param {string} json Attributes as JSON.
	 * @return {Object} Attributes to send.
	 */
	function serverAttributes( json ) {
		var attributes = JSON.parse( json );
		delete attributes.anchor;
		return attributes;
	}

	/**
	 * The canvas preview: the block rendered by the server, fetched again 500 ms after the last change.
	 * Not wp.serverSideRender: its debounce is rebuilt on every render, so an answer arriving within 500 ms of a
	 * change cancelled the fetch of that change and left the preview stale.
	 */
	function ServerPreview( props ) {
		var attributes = props.attributes;
		var key = JSON.stringify( attributes );
		var postId = wp.data.useSelect( function ( select ) {
			var editor = select( 'core/editor' );
			return editor ? editor.getCurrentPostId() : 0;
		}, [] );
		var state = wp.element.useState( { html: null, error: '', loading: true } );
		var preview = state[ 0 ];
		var setPreview = state[ 1 ];
		var fetched = wp.element.useRef( false );

		wp.element.useEffect( function () {
			var current = true;
			var delay = fetched.current ? 500 : 0;
			fetched.current = true;
			var timer = window.setTimeout( function () {
				setPreview( function ( previous ) {
					return Object.assign( {}, previous, { loading: true } );
				} );
				wp.apiFetch( {
					path: wp.url.addQueryArgs( '/wp/v2/block-renderer/' + props.name, { context: 'edit', post_id: postId || undefined } ),
					method: 'POST',
					data: { attributes: serverAttributes( key ) },
				} ).then( function ( answer ) {
					if ( current ) {
						setPreview( { html: answer.rendered, error: '', loading: false } );
					}
				}, function ( error ) {
					if ( current ) {
						setPreview( { html: null, error: error.message || __( 'The preview could not be loaded.', 'yomu-core' ), loading: false } );
					}
				} );
			}, delay );
			return function () {
				current = false;
				window.clearTimeout( timer );
			};
		}, [ key, postId, props.name ] );

		if ( preview.error ) {
			return el( components.Placeholder, { label: props.title, instructions: preview.error } );
		}
		if ( preview.html === null ) {
			return el( components.Placeholder, { label: props.title }, el( components.Spinner ) );
		}
		if ( preview.html === '' ) {
			return el( components.Placeholder, { label: props.title, instructions: __( 'Fill in the block settings in the sidebar.', 'yomu-core' ) } );
		}
		return el( wp.element.RawHTML, { className: 'yomu-editor-preview', style: preview.loading ? { opacity: 0.6 } : undefined }, preview.html );
	}

	function block( name, settings ) {
		wp.blocks.registerBlockType( name, {
			edit: function ( props ) {
				var attributes = props.attributes;
				var controls = settings.fields.map( function ( field ) {
					var set = function ( v ) {
						var change = {};
						change[ field.key ] = v;
						props.setAttributes( change );
					};
					var control = field.type === 'list' ? listControl( field, attributes[ field.key ], set )
						: field.type === 'object' ? objectControl( field, attributes[ field.key ], set )
						: fieldControl( field, attributes[ field.key ], set );
					return el( 'div', { key: field.key, style: { marginBottom: '16px' } }, control );
				} );
				return el( 'div', blockEditor.useBlockProps(),
					el( blockEditor.InspectorControls, null, el( components.PanelBody, { title: __( 'Settings', 'yomu-core' ) }, controls ) ),
					el( ServerPreview, { name: name, title: settings.title, attributes: attributes } )
				);
			},
			save: function () {
				return null;
			},
		} );
	}

	// Choices the manga listing blocks share (Madara's [manga_listing] and [manga_grid] attributes).
	var choices = {
		mangaOrders: [
			{ label: __( 'Latest', 'yomu-core' ), value: 'latest' },
			{ label: __( 'A-Z', 'yomu-core' ), value: 'alphabet' },
			{ label: __( 'Rating', 'yomu-core' ), value: 'rating' },
			{ label: __( 'Trending', 'yomu-core' ), value: 'trending' },
			{ label: __( 'Most Views', 'yomu-core' ), value: 'views' },
			{ label: __( 'New', 'yomu-core' ), value: 'new-manga' },
			{ label: __( 'Random', 'yomu-core' ), value: 'random' },
		],
		chapterTypes: [
			{ label: __( 'All', 'yomu-core' ), value: 'all' },
			{ label: __( 'Images', 'yomu-core' ), value: 'manga' },
			{ label: __( 'Text', 'yomu-core' ), value: 'text' },
			{ label: __( 'Video', 'yomu-core' ), value: 'video' },
		],
	};

	window.yomuBlocksEditorKit = { block: block, choices: choices };
} )( window.wp );

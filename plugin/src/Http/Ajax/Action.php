<?php
/**
 * The declaration of one admin-ajax action: who may call it, the nonce and capability it needs, the fields it
 * reads and the handler that turns them into an answer. The Registrar does the rest.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Http\Ajax;

/**
 * An action declaration (built with the fluent methods, then given to Registrar::add()).
 */
final class Action {

	public const EVERYONE = 'everyone';
	public const GUESTS   = 'guests';
	public const MEMBERS  = 'members';

	/**
	 * Who may call: EVERYONE, GUESTS or MEMBERS.
	 *
	 * @var string
	 */
	public string $who = self::EVERYONE;

	/**
	 * What the other kind of caller gets; null: the action is not registered for them (WordPress answers `0`).
	 *
	 * @var Answer|\Closure|null
	 */
	public $wrong_caller = null;

	/**
	 * The nonce: field, action, the refusal, and whether a request without the field may pass from the site's
	 * own pages instead (Madara's pages send none, MADARA.md §3.1).
	 *
	 * @var array{field: string, action: string, refusal: Answer|\Closure|null, same_origin: bool}|null
	 */
	public ?array $nonce = null;

	/**
	 * The capability needed ('' for none) and its refusal.
	 *
	 * @var array{capability: string, refusal: Answer|\Closure|null}|null
	 */
	public ?array $capability = null;

	/**
	 * Where fields are read from: 'post' (the body), or 'any' (the body, then the query string).
	 *
	 * @var string
	 */
	public string $reads = 'post';

	/**
	 * Field name => Input type.
	 *
	 * @var array<string, string>
	 */
	public array $fields = array();

	/**
	 * The handler.
	 *
	 * @var callable(Input): (Answer|\WP_Error)
	 */
	public $handler;

	/**
	 * Declares an action.
	 *
	 * @param string                              $name    The `action` field.
	 * @param callable(Input): (Answer|\WP_Error) $handler The handler.
	 */
	public function __construct( public readonly string $name, callable $handler ) {
		$this->handler = $handler;
	}

	/**
	 * Who may call; the other callers get $refusal, or WordPress's `0` when it is null.
	 *
	 * @param string               $who     EVERYONE, GUESTS or MEMBERS.
	 * @param Answer|\Closure|null $refusal The answer for the others; a closure builds it when a request
	 *                                               is refused, so its message is in the language of that moment.
	 */
	public function for( string $who, Answer|\Closure|null $refusal = null ): self {
		$this->who          = $who;
		$this->wrong_caller = $refusal;
		return $this;
	}

	/**
	 * The nonce to check before anything else.
	 *
	 * @param string               $field       Field that carries it.
	 * @param string               $action      Nonce action.
	 * @param Answer|\Closure|null $refusal     The answer to a missing or bad nonce (default: 403 with a readable message).
	 * @param bool                 $same_origin Whether a request without the field passes when it comes from the site's own pages.
	 */
	public function nonce( string $field, string $action, Answer|\Closure|null $refusal = null, bool $same_origin = false ): self {
		$this->fields[ $field ] = Input::RAW;
		$this->nonce            = array(
			'field'       => $field,
			'action'      => $action,
			'refusal'     => $refusal ?? static fn (): Answer => Answer::error( array( 'message' => self::expired() ), 403 ),
			'same_origin' => $same_origin,
		);
		return $this;
	}

	/**
	 * The capability the caller needs.
	 *
	 * @param string               $capability Capability.
	 * @param Answer|\Closure|null $refusal    The answer to a caller without it.
	 */
	public function capability( string $capability, Answer|\Closure|null $refusal = null ): self {
		$this->capability = array(
			'capability' => $capability,
			'refusal'    => $refusal ?? static fn (): Answer => Answer::error( array( 'message' => __( 'Sorry, you are not allowed to do that.', 'yomu-core' ) ), 403 ),
		);
		return $this;
	}

	/**
	 * The fields and their types (Input constants).
	 *
	 * @param array<string, string> $fields Name => type.
	 */
	public function fields( array $fields ): self {
		$this->fields = $fields + $this->fields;
		return $this;
	}

	/**
	 * Reads the query string too (clients that send GET, as Madara's reader does).
	 */
	public function query_too(): self {
		$this->reads = 'any';
		return $this;
	}

	/**
	 * The message of an expired or forged nonce.
	 */
	public static function expired(): string {
		return __( 'Your session has expired. Please reload the page and try again.', 'yomu-core' );
	}
}

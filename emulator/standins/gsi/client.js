// The emulator's stand-in for Google Identity Services (https://accounts.google.com/gsi/client):
// google.accounts.id.initialize, prompt, renderButton and cancel, with the public API's shapes. Its
// chooser offers the identities staged through POST /__emulator/google/identities, each as a
// button 'Continue as {name}', and a close button. It finds the emulator from its own src and asks
// it, at each prompt, whom to offer (and whether Google knows the client and the page's origin);
// a choice returns an ID token the emulator signs.
//
// It runs on host pages of any origin under a strict CSP (a nonce, Trusted Types; the security properties K1 and K5): the DOM is built
// with createElement and textContent only, inside a shadow root so that the host's styles and ours
// never meet, and styled by one <style> carrying the nonce of this script's own tag.
/* global document, location, window -- served to the browser, not run in Node */
(function () {
  'use strict';

  var script = document.currentScript;
  var EMULATOR = new URL(script && script.src ? script.src : '/', location.href).origin;
  // Read now: the nonce attribute is hidden once the element is connected, the property is not.
  var NONCE = (script && script.nonce) || '';
  var LOG = '[GSI_LOGGER]: ';

  var CSS = [
    ':host { all: initial; }',
    ':host([data-placement="floating"]) { position: fixed; top: 16px; right: 16px; z-index: 2147483647; }',
    ':host([data-placement="inline"]) { display: block; }',
    // Inline, at most 400 px, as Google's embedded prompt is. Its width is fixed in px to its
    // parent's when prompt() ran (showChooser); following the parent is for one that had none then.
    ':host([data-placement="inline"]) .card { width: 100%; max-width: 400px; }',
    ':host([data-emulator-gsi="button"]) { display: inline-block; }',
    '.card { box-sizing: border-box; width: 360px; max-width: calc(100vw - 32px); padding: 12px 16px 16px;',
    '  font: 14px/1.4 system-ui, sans-serif; color: #1f1f1f; background: #fff;',
    '  border: 1px solid #dadce0; border-radius: 8px; box-shadow: 0 2px 10px rgba(0, 0, 0, 0.2); }',
    '.head { display: flex; align-items: center; gap: 8px; }',
    '.title { flex: 1; font-weight: 600; }',
    '.note, .email, .empty { color: #5f6368; font-size: 12px; }',
    '.note { margin: 2px 0 10px; }',
    'ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }',
    'li { display: grid; gap: 2px; }',
    // A long address or name wraps inside the card instead of widening it past the page.
    'li { min-width: 0; } .account, .email, .title { overflow-wrap: anywhere; }',
    'button { font: inherit; cursor: pointer; border-radius: 4px; }',
    'button:disabled { cursor: progress; opacity: 0.6; }',
    'button:focus-visible { outline: 2px solid #1a73e8; outline-offset: 2px; }',
    '.account { text-align: left; padding: 8px 12px; color: #fff; background: #1a73e8; border: 1px solid #1a73e8; }',
    '.close { width: 28px; height: 28px; padding: 0; color: #5f6368; background: transparent; border: 0; font-size: 20px; line-height: 1; }',
    '.gsi-button { box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; gap: 8px;',
    '  min-width: 200px; max-width: 400px; height: 40px; padding: 0 12px; font: 500 14px system-ui, sans-serif; }',
    '.outline { color: #1f1f1f; background: #fff; border: 1px solid #dadce0; }',
    '.filled_blue { color: #fff; background: #1a73e8; border: 1px solid #1a73e8; }',
    '.filled_black { color: #fff; background: #202124; border: 1px solid #202124; }',
    '.medium { height: 32px; } .small { height: 24px; font-size: 12px; min-width: 120px; }',
    '.pill, .circle { border-radius: 20px; }',
    '.mark { font-weight: 700; }',
  ].join('\n');

  var BUTTON_TEXTS = { signin_with: 'Sign in with Google', signup_with: 'Sign up with Google', continue_with: 'Continue with Google', signin: 'Sign in' };
  var THEMES = ['outline', 'filled_blue', 'filled_black'];
  var SIZES = ['large', 'medium', 'small'];
  var SHAPES = ['rectangular', 'pill', 'circle', 'square'];
  // What the emulator's refusals mean to a page: GIS's "not displayed" reasons.
  var REASON_OF_ERROR = { invalid_client: 'invalid_client', origin_not_allowed_for_client: 'unregistered_origin' };

  /** The last initialize. */
  var config = null;
  /** The chooser on screen: { host, finish(type, reason) }, or null. */
  var shown = null;
  /** Bumped by cancel and initialize, so that a prompt whose accounts arrive later shows nothing. */
  var generation = 0;

  function own(object, key) {
    return Object.prototype.hasOwnProperty.call(object, key);
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /** A shadow root on a new element, with our stylesheet; the element is returned, not yet placed. */
  function styledHost(kind) {
    var host = document.createElement('div');
    host.setAttribute('data-emulator-gsi', kind);
    var root = host.attachShadow({ mode: 'open' });
    var style = document.createElement('style');
    if (NONCE) style.nonce = NONCE;
    style.textContent = CSS;
    root.appendChild(style);
    return { host: host, root: root };
  }

  /** A PromptMomentNotification: 'display' (displayed, or not with a reason), 'skipped' or 'dismissed'. */
  function moment(type, reason) {
    return {
      isDisplayMoment: function () { return type === 'display'; },
      isDisplayed: function () { return type === 'display' && !reason; },
      isNotDisplayed: function () { return type === 'display' && !!reason; },
      getNotDisplayedReason: function () { return type === 'display' ? reason : undefined; },
      isSkippedMoment: function () { return type === 'skipped'; },
      getSkippedReason: function () { return type === 'skipped' ? reason : undefined; },
      isDismissedMoment: function () { return type === 'dismissed'; },
      getDismissedReason: function () { return type === 'dismissed' ? reason : undefined; },
      getMomentType: function () { return type; },
    };
  }

  /** Calls a page's function without letting its exception stop ours. */
  function safely(fn, value) {
    if (typeof fn !== 'function') return;
    try {
      fn(value);
    } catch (err) {
      console.error(err);
    }
  }

  /** A JSON call to the emulator; a refusal rejects with its flat error body. */
  function ask(path, init) {
    return fetch(EMULATOR + path, init).then(function (res) {
      return res.json().then(function (body) {
        if (!res.ok) throw body;
        return body;
      });
    });
  }

  function accounts(clientId) {
    var query = new URLSearchParams({ client_id: clientId, origin: location.origin });
    return ask('/__emulator/google/accounts?' + query.toString(), { credentials: 'omit' }).then(function (body) {
      return body.identities;
    });
  }

  function credential(clientId, sub) {
    return ask('/__emulator/google/credential', {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: clientId, origin: location.origin, sub: sub }),
    });
  }

  /** The "not displayed" reason for a refusal, logged as GIS logs it. */
  function reasonOf(error) {
    var type = error && typeof error.error_type === 'string' ? error.error_type : '';
    console.error(LOG + (error && error.error_message ? error.error_message : String(error)));
    return own(REASON_OF_ERROR, type) ? REASON_OF_ERROR[type] : 'unknown_reason';
  }

  /**
   * Shows the chooser for `identities`. `notify` hears the moments; `selectBy` is what the callback
   * is told; `parent` is where to put it (floating at the top right when null), and `width` the
   * parent's width in px when prompt() ran (0 when unknown).
   */
  function showChooser(identities, options) {
    var current = config;
    var made = styledHost('prompt');
    var host = made.host;
    host.id = 'credential_picker_container';
    host.setAttribute('data-placement', options.parent ? 'inline' : 'floating');

    var card = el('div', 'card');
    card.setAttribute('role', 'dialog');
    card.setAttribute('aria-labelledby', 'gsi-title');
    var head = el('div', 'head');
    var title = el('span', 'title', 'Sign in to ' + (location.hostname || 'this site') + ' with Google');
    title.id = 'gsi-title';
    var close = el('button', 'close', '\u00d7');
    close.type = 'button';
    close.setAttribute('aria-label', 'Close');
    head.appendChild(title);
    head.appendChild(close);
    card.appendChild(head);
    card.appendChild(el('p', 'note', 'The emulator\u2019s stand-in for Google'));

    var buttons = [close];
    if (identities.length === 0) {
      card.appendChild(el('p', 'empty', 'No Google account is signed in in this browser.'));
    } else {
      var list = el('ul');
      identities.forEach(function (identity, index) {
        var item = el('li');
        var choose = el('button', 'account', 'Continue as ' + identity.name);
        choose.type = 'button';
        var email = el('span', 'email', identity.email);
        email.id = 'gsi-email-' + index;
        choose.setAttribute('aria-describedby', email.id);
        choose.addEventListener('click', function () {
          pick(identity, options.selectBy);
        });
        buttons.push(choose);
        item.appendChild(choose);
        item.appendChild(email);
        list.appendChild(item);
      });
      card.appendChild(list);
    }
    // Fixed, as Google's iframe is: a parent that changes width later does not change it.
    if (options.parent && options.width > 0) card.style.setProperty('width', options.width + 'px');
    made.root.appendChild(card);

    function outside(event) {
      // The path, not the target: a click inside the shadow root is not outside.
      var path = typeof event.composedPath === 'function' ? event.composedPath() : [event.target];
      if (path.indexOf(host) === -1) finish('skipped', 'tap_outside');
    }

    function finish(type, reason) {
      if (shown === null || shown.host !== host) return;
      shown = null;
      document.removeEventListener('click', outside, true);
      if (host.parentNode) host.parentNode.removeChild(host);
      safely(options.notify, moment(type, reason));
    }

    function pick(identity, selectBy) {
      buttons.forEach(function (button) {
        button.disabled = true;
      });
      credential(current.client_id, identity.sub).then(
        function (body) {
          if (shown === null || shown.host !== host) return;
          finish('dismissed', 'credential_returned');
          safely(current.callback, { credential: body.credential, select_by: selectBy, clientId: current.client_id });
        },
        function (error) {
          reasonOf(error);
          finish('skipped', 'issuing_failed');
        },
      );
    }

    close.addEventListener('click', function () {
      finish('skipped', 'user_cancel');
    });
    // A dialog: Escape closes it as the close button does, for a person on the keyboard.
    card.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') finish('skipped', 'user_cancel');
    });
    (options.parent || document.body).appendChild(host);
    shown = { host: host, finish: finish };
    safely(options.notify, moment('display'));
    // After the click that may have opened it has finished its way through the document.
    if (current.cancel_on_tap_outside) {
      setTimeout(function () {
        if (shown && shown.host === host) document.addEventListener('click', outside, true);
      }, 0);
    }
    if (options.autoSelect && identities.length === 1) pick(identities[0], 'auto');
    else if (options.focus && buttons.length > 1) buttons[1].focus();
  }

  function initialize(options) {
    if (!options || typeof options !== 'object') {
      console.error(LOG + 'initialize() needs a configuration object.');
      return;
    }
    if (typeof options.client_id !== 'string' || options.client_id === '') console.warn(LOG + 'Missing required parameter "client_id".');
    if (shown) shown.finish('dismissed', 'flow_restarted');
    generation++;
    var parent = typeof options.prompt_parent_id === 'string' ? options.prompt_parent_id : '';
    config = {
      client_id: typeof options.client_id === 'string' ? options.client_id : '',
      callback: options.callback,
      auto_select: options.auto_select === true,
      cancel_on_tap_outside: options.cancel_on_tap_outside !== false,
      prompt_parent_id: parent,
    };
  }

  function prompt(momentListener) {
    var notify = function (notification) {
      safely(momentListener, notification);
    };
    if (!config || config.client_id === '') {
      console.warn(LOG + 'prompt() was called before initialize() with a client_id.');
      notify(moment('display', 'missing_client_id'));
      return;
    }
    if (shown) return; // One prompt at a time, as GIS does.
    var asked = generation;
    var current = config;
    // Google lays its embedded prompt out at the width its parent has now, and never again.
    var measured = current.prompt_parent_id ? document.getElementById(current.prompt_parent_id) : null;
    var width = measured ? measured.getBoundingClientRect().width : 0;
    accounts(current.client_id).then(
      function (identities) {
        if (asked !== generation || shown) return;
        if (identities.length === 0) {
          notify(moment('display', 'opt_out_or_no_session'));
          return;
        }
        var parent = current.prompt_parent_id ? document.getElementById(current.prompt_parent_id) : null;
        showChooser(identities, { notify: notify, selectBy: 'user', parent: parent, width: width, autoSelect: current.auto_select, focus: false });
      },
      function (error) {
        if (asked === generation) notify(moment('display', reasonOf(error)));
      },
    );
  }

  function renderButton(parent, options) {
    if (!parent || typeof parent.appendChild !== 'function') {
      console.error(LOG + 'renderButton() needs a parent element.');
      return;
    }
    var o = options && typeof options === 'object' ? options : {};
    var pick = function (value, allowed, fallback) {
      return allowed.indexOf(value) === -1 ? fallback : value;
    };
    var previous = parent.querySelectorAll('[data-emulator-gsi="button"]');
    for (var i = 0; i < previous.length; i++) previous[i].parentNode.removeChild(previous[i]);

    var made = styledHost('button');
    var text = own(BUTTON_TEXTS, o.text) ? BUTTON_TEXTS[o.text] : BUTTON_TEXTS.signin_with;
    var button = el('button', ['gsi-button', pick(o.theme, THEMES, 'outline'), pick(o.size, SIZES, 'large'), pick(o.shape, SHAPES, 'rectangular')].join(' '));
    button.type = 'button';
    button.appendChild(el('span', 'mark', 'G'));
    button.appendChild(el('span', '', text));
    var width = parseInt(o.width, 10);
    if (width > 0) button.style.setProperty('width', Math.min(Math.max(width, 200), 400) + 'px');
    button.addEventListener('click', function () {
      if (!config || config.client_id === '') {
        console.error(LOG + 'The button was clicked before initialize() with a client_id.');
        return;
      }
      if (shown) return;
      var asked = generation;
      var current = config;
      accounts(current.client_id).then(
        function (identities) {
          if (asked === generation && !shown) showChooser(identities, { notify: null, selectBy: 'btn', parent: null, autoSelect: false, focus: true });
        },
        reasonOf,
      );
    });
    made.root.appendChild(button);
    parent.appendChild(made.host);
  }

  function cancel() {
    generation++;
    if (shown) shown.finish('dismissed', 'cancel_called');
  }

  var google = (window.google = window.google || {});
  google.accounts = google.accounts || {};
  google.accounts.id = { initialize: initialize, prompt: prompt, renderButton: renderButton, cancel: cancel };
  if (typeof window.onGoogleLibraryLoad === 'function') safely(window.onGoogleLibraryLoad);
})();

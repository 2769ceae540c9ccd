// The sandbox's phone screen: one number's WhatsApp conversation with the shop (read from what the
// sandbox recorded, every second), its words, taps and pictures posted to the shop as WhatsApp posts
// them (the sandbox signs each with a fresh message id), and USSD through the sandbox's gateway.
(() => {
  const $ = (id) => document.getElementById(id);
  const state = { phone: '', shown: '', ussd: null, timer: 0 };

  /** A number as typed (0803…, 234803…, +234 803…) in international form. */
  const normalise = (raw) => {
    const digits = String(raw).replace(/[\s().-]/g, '');
    if (/^0\d{10}$/.test(digits)) return `+234${digits.slice(1)}`;
    if (/^\d{10,15}$/.test(digits)) return `+${digits}`;
    return digits;
  };

  async function call(method, url, body, type = 'application/json') {
    const init = { method, headers: body === undefined ? {} : { 'content-type': type } };
    if (body !== undefined) init.body = type === 'application/json' ? JSON.stringify(body) : body;
    const res = await fetch(url, init);
    const json = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(json.message || `The sandbox answered ${res.status}.`);
    return json;
  }

  /** An element with attributes and children (text is always text, never HTML). */
  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (value === undefined || value === null || value === false) continue;
      if (key === 'class') node.className = value;
      else if (key.startsWith('data-') || key.startsWith('aria-') || ['href', 'src', 'alt', 'type', 'target', 'rel'].includes(key))
        node.setAttribute(key, value);
      else node[key] = value;
    }
    for (const child of children.flat()) if (child !== null && child !== undefined) node.append(child);
    return node;
  }

  /** Text with its web addresses as links (a payment link opens the Paystack page, as on a phone). */
  function linkified(text) {
    const parts = String(text).split(/(https?:\/\/[^\s]+)/g);
    return parts.map((part, i) => (i % 2 ? el('a', { href: part, target: '_blank', rel: 'noopener' }, part) : part));
  }

  const time = (at) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

  function choiceButton(kind, choice) {
    return el(
      'button',
      { type: 'button', class: 'wa__choice', 'data-tap': kind, 'data-id': choice.id, onclick: () => tap(kind, choice) },
      choice.title,
      choice.description ? el('small', {}, choice.description) : null,
    );
  }

  /** An interactive message's list rows, or its reply buttons, as things to tap. */
  function choices(interactive) {
    if (interactive.type === 'list') {
      const rows = (interactive.action.sections || []).flatMap((s) => s.rows || []);
      return [
        el('span', { class: 'wa__choices-label' }, interactive.action.button || 'Choose'),
        el(
          'ul',
          { class: 'wa__choices' },
          rows.map((row) => el('li', {}, choiceButton('list', row))),
        ),
      ];
    }
    const buttons = (interactive.action.buttons || []).map((b) => b.reply);
    return [
      el(
        'ul',
        { class: 'wa__choices wa__buttons' },
        buttons.map((b) => el('li', {}, choiceButton('button', b))),
      ),
    ];
  }

  /** A message the shop sent: text, a template, or an interactive list or buttons. */
  function shopMessage(m) {
    const body = [];
    if (m.kind === 'template' && m.template) {
      body.push(el('span', { class: 'wa__template' }, `Template ${m.template.name} (${m.template.language})`));
      body.push(el('p', { class: 'wa__text' }, m.template.params.join(' · ')));
    } else {
      if (m.interactive && m.interactive.header) body.push(el('strong', {}, m.interactive.header.text));
      body.push(el('p', { class: 'wa__text' }, linkified(m.text || '')));
      if (m.interactive && m.interactive.footer) body.push(el('span', { class: 'wa__meta' }, m.interactive.footer.text));
      if (m.interactive) body.push(...choices(m.interactive));
    }
    body.push(el('span', { class: 'wa__meta' }, time(m.at)));
    return el('li', { class: 'wa__msg wa__msg--shop', 'data-direction': 'to-phone', 'data-kind': m.kind || 'text' }, body);
  }

  /** A message this phone sent, with whether the shop took it. */
  function phoneMessage(m) {
    const taken = m.status === 200;
    const meta = m.status === null ? 'sending' : taken ? `${time(m.at)} ✓✓` : `not delivered: the shop answered ${m.status}`;
    return el(
      'li',
      { class: 'wa__msg wa__msg--me', 'data-direction': 'from-phone', 'data-kind': m.kind },
      m.image
        ? el('img', { class: 'wa__image', src: `/_sandbox/phone/media/${m.image.id}`, alt: m.image.caption || 'Picture sent' })
        : null,
      m.text ? el('p', { class: 'wa__text' }, m.text) : null,
      el('span', { class: `wa__meta${taken || m.status === null ? '' : ' wa__meta--failed'}` }, meta),
    );
  }

  function render(conversation) {
    const chat = $('chat');
    const atBottom = window.innerHeight + window.scrollY >= document.body.scrollHeight - 80;
    chat.replaceChildren(
      ...(conversation.whatsapp.length
        ? conversation.whatsapp.map((m) => (m.direction === 'to-phone' ? shopMessage(m) : phoneMessage(m)))
        : [el('li', { class: 'wa__empty' }, 'No messages yet. Write to the shop: "hi", or the name of a medicine.')]),
    );
    const sms = conversation.sms.filter((m) => m.direction === 'to-phone');
    $('sms').replaceChildren(
      ...(sms.length
        ? sms.map((m) => el('li', {}, linkified(m.text || ''), el('span', { class: 'wa__meta' }, time(m.at))))
        : [el('li', {}, 'No texts yet.')]),
    );
    if (atBottom) window.scrollTo(0, document.body.scrollHeight);
  }

  async function refresh() {
    if (!state.phone) return;
    try {
      const conversation = await call('GET', `/_sandbox/phone/conversation?phone=${encodeURIComponent(state.phone)}`);
      const json = JSON.stringify(conversation);
      if (json !== state.shown && conversation.phone === state.phone) {
        state.shown = json;
        render(conversation);
      }
    } catch (err) {
      $('wa-status').textContent = err.message;
    }
  }

  function poll() {
    clearTimeout(state.timer);
    void refresh().finally(() => {
      state.timer = setTimeout(poll, 1000);
    });
  }

  /** Runs a send, shows a refusal, and reads the conversation at once. */
  async function sending(work) {
    $('wa-status').textContent = '';
    try {
      const sent = await work();
      if (sent && sent.delivered === false) $('wa-status').textContent = `The shop did not take it (answered ${sent.status}).`;
    } catch (err) {
      $('wa-status').textContent = err.message;
    }
    poll();
  }

  const tap = (kind, choice) =>
    sending(() =>
      call('POST', '/_sandbox/inbound', { channel: 'whatsapp', from: state.phone, tap: { kind, id: choice.id, title: choice.title } }),
    );

  $('compose').addEventListener('submit', (event) => {
    event.preventDefault();
    const text = $('text').value.trim();
    if (!text) return;
    $('text').value = '';
    void sending(() => call('POST', '/_sandbox/inbound', { channel: 'whatsapp', from: state.phone, text }));
  });

  $('picture').addEventListener('change', () => {
    const file = $('picture').files[0];
    if (!file) return;
    const caption = $('text').value.trim();
    $('text').value = '';
    $('picture').value = '';
    const query = new URLSearchParams({ from: state.phone, ...(caption ? { caption } : {}) });
    void sending(() => call('POST', `/_sandbox/phone/picture?${query}`, file, file.type || 'application/octet-stream'));
  });

  /** USSD: one session at a time; each answer shown as the phone shows it (CON waits for a choice, END closes). */
  function showUssd(screen) {
    state.ussd = screen.ended ? null : screen.sessionId;
    $('ussd-screen').hidden = false;
    $('ussd-screen').textContent = screen.ended ? `${screen.text}\n\n(Session ended)` : screen.text;
    $('ussd-form').hidden = screen.ended;
    $('dial').textContent = screen.ended ? `Dial ${$('service-code').textContent} again` : 'Hang up and dial again';
    if (!screen.ended) $('ussd-input').focus();
    poll();
  }

  async function ussd(work) {
    try {
      showUssd(await work());
    } catch (err) {
      showUssd({ ended: true, text: err.message });
    }
  }

  $('dial').addEventListener('click', () => ussd(() => call('POST', '/_sandbox/ussd/dial', { phone: state.phone })));
  $('ussd-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const input = $('ussd-input').value.trim();
    $('ussd-input').value = '';
    void ussd(() => call('POST', '/_sandbox/ussd/reply', { sessionId: state.ussd, input }));
  });
  $('ussd-cancel').addEventListener('click', () => showUssd({ ended: true, text: 'Cancelled.' }));

  /** The WhatsApp and USSD tabs (arrow keys move between them, as a tab list does). */
  function select(tab) {
    for (const t of document.querySelectorAll('[role=tab]')) {
      const on = t === tab;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      $(t.getAttribute('aria-controls')).hidden = !on;
    }
    tab.focus();
  }
  for (const tab of document.querySelectorAll('[role=tab]')) {
    tab.addEventListener('click', () => select(tab));
    tab.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') select(tab === $('tab-whatsapp') ? $('tab-ussd') : $('tab-whatsapp'));
    });
  }

  /** The number this phone is: from the address (?phone=), else the last one used here. */
  function usePhone(raw) {
    const phone = normalise(raw);
    if (!/^\+\d{10,15}$/.test(phone)) {
      $('number-error').hidden = false;
      $('number-error').textContent = 'Type a number like 0803 123 4567 or +2348031234567.';
      return;
    }
    $('number-error').hidden = true;
    $('number').value = phone;
    state.phone = phone;
    state.shown = '';
    state.ussd = null;
    localStorage.setItem('sandbox-phone', phone);
    const url = new URL(location.href);
    url.searchParams.set('phone', phone);
    history.replaceState(null, '', url);
    document.title = `Sandbox phone ${phone}`;
    poll();
  }

  $('number-form').addEventListener('submit', (event) => {
    event.preventDefault();
    usePhone($('number').value);
  });

  async function start() {
    const setup = await call('GET', '/_sandbox/phone/setup').catch(() => ({ numbers: [], ussd: null }));
    $('numbers').replaceChildren(...setup.numbers.map((n) => el('option', { value: n })));
    $('service-code').textContent = setup.ussd ? setup.ussd.serviceCode : 'not set up';
    $('dial').textContent = setup.ussd ? `Dial ${setup.ussd.serviceCode}` : 'Dial';
    $('dial').disabled = !setup.ussd;
    usePhone(
      new URLSearchParams(location.search).get('phone') || localStorage.getItem('sandbox-phone') || setup.numbers[0] || '+2348030000001',
    );
  }

  void start();
})();

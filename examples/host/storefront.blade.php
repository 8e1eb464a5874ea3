{{--
    Laravel Blade host page for the storefront widget (contract: src/contract.ts).
    Serve it for every SPA route, e.g. in routes/web.php:
        Route::get('/{any?}', [StorefrontController::class, 'show'])->where('any', '^(?!api|assets).*$');
    The controller passes:
        $locale, $textDirection ('ltr'|'rtl'), $shellData (array shaped like ShellData),
        $appPath ('' or '/shop'), $pusherEnabled (bool).
    Send with headers: Cache-Control: no-store, and a CSP such as
        default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:;
        connect-src 'self' ws://{host}:{port}; font-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'
--}}
<!doctype html>
<html lang="{{ str_replace('_', '-', $locale ?? app()->getLocale()) }}" dir="{{ ($textDirection ?? 'ltr') === 'rtl' ? 'rtl' : 'ltr' }}">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>{{ $title ?? config('app.name') }}</title>
    <meta name="csrf-token" content="{{ csrf_token() }}">
</head>
<body>
    {{-- The mount point: required. --}}
    <div id="storefront" data-storefront></div>

    {{-- Page fields (looked up by id, then by name). {{ }} escapes the values. --}}
    <input type="hidden" id="token" name="token" value="{{ csrf_token() }}">
    {{-- Absolute origin without a trailing slash; API calls are base_url + "/" + path. --}}
    <input type="hidden" id="base_url" name="base_url" value="{{ rtrim(url('/'), '/') }}">
    <input type="hidden" id="app_path" name="app_path" value="{{ $appPath ?? '' }}">

    {{-- Realtime: only when push is on AND someone is signed in. --}}
    @if (($pusherEnabled ?? false) && auth()->check())
        <input type="hidden" id="f_pusher_app_key" name="f_pusher_app_key" value="{{ config('broadcasting.connections.pusher.key') }}">
        <input type="hidden" id="f_pusher_app_cluster" name="f_pusher_app_cluster" value="{{ config('broadcasting.connections.pusher.options.cluster', 'mt1') }}">
        @if (config('broadcasting.connections.pusher.options.host'))
            {{-- Self-hosted Pusher-protocol server (e.g. Soketi/Reverb): host, port, scheme. --}}
            <input type="hidden" id="f_pusher_host" name="f_pusher_host" value="{{ config('broadcasting.connections.pusher.options.host') }}">
            <input type="hidden" id="f_pusher_port" name="f_pusher_port" value="{{ config('broadcasting.connections.pusher.options.port', 443) }}">
            <input type="hidden" id="f_pusher_scheme" name="f_pusher_scheme" value="{{ config('broadcasting.connections.pusher.options.scheme', 'https') }}">
        @endif
    @endif

    {{--
        Shell data as JSON. JSON_HEX_TAG turns < and > into \u003C/\u003E so a value such as
        "</script>" cannot close the element; JSON_HEX_AMP/APOS/QUOT keep it inert too, and
        JSON_UNESCAPED_UNICODE still escapes U+2028/2029 unless JSON_UNESCAPED_LINE_TERMINATORS is set.
        {!! !!} is deliberate: the value is already safe JSON, and HTML-escaping it would corrupt it.
    --}}
    <script type="application/json" id="storefront-shell-data">{!! json_encode($shellData, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR) !!}</script>

    @unless (file_exists(public_path('assets/loader.js')))
        <p role="alert">The storefront is not built. Run npm run build first.</p>
    @endunless

    {{-- The loader, last in body. --}}
    <script src="{{ asset('assets/loader.js') }}"></script>
</body>
</html>

{{--
    Storefront widget host page for Yoori (1.6.7; 1.5.3 works too): a drop-in replacement for
    resources/views/frontend/master.blade.php. It uses only the variables HomeController@index
    already passes to that view, so no PHP code changes are needed.

    How to drop it in:
      1. Build the widget (npm run build) and copy dist/ to public/storefront/, so that
         public/storefront/loader.js and public/storefront/app/… exist (the loader fetches the app
         from its own folder).
      2. Keep a copy of resources/views/frontend/master.blade.php, then replace it with this file.
      3. Add the two deep links the original has no server route for to routes/web.php, inside the
         storefront's route group (Route::middleware(['XSS', 'isInstalled'])->group(…)), so a reload
         of them renders this view too:
             Route::get('/product/{slug}/{variant_slug}', [\App\Http\Controllers\Site\HomeController::class, 'index']);
             Route::get('/products/{main_category}', [\App\Http\Controllers\Site\HomeController::class, 'index']);
      4. php artisan route:clear && php artisan view:clear (cached routes ignore new ones).
    Nothing else: every other storefront URL already renders this view. To roll back: restore the
    kept master.blade.php, remove the two routes, delete public/storefront/, clear the caches again.

    What it renders (the widget's contract, src/contract.ts):
      - the mount marker <div data-storefront>;
      - hidden inputs token, base_url, app_path, the session's flash message (flash_type,
        flash_message) when there is one and, while Pusher notifications are on, the Pusher fields;
      - <script type="application/json" id="storefront-shell-data"> holding the props the original
        passes to <frontend_master>, under the same names (settings_data = $settings, add_ons = $addons);
        `user` only when signed in and `carts` only when non-empty, as the original view does;
      - the loader script.
--}}
@php
    /*
     * settings_data: the controller's $settings minus what the storefront never reads. stripe_secret
     * in particular must never reach the browser (the stock view leaks it).
     */
    $storefrontSettings = \Illuminate\Support\Arr::except($settings, [
        'stripe_secret', 'latitude', 'longitude', 'header_contact_email', 'header_contact_number',
        'full_width_menu_background', 'active_color', 'ssl_sandbox', 'current_version', 'default_language',
        'default_currency', 'pickup_point',
    ]);

    // The props of <frontend_master>, in the order the stock view writes them.
    $storefrontShell = [
        'settings_data' => $storefrontSettings,
        'languages' => $languages,
        'currencies' => $currencies,
        'active_language' => $active_language,
        'active_currency' => $active_currency,
        'default_currency' => $default_currency,
        'wishlists' => (int) $wishlists,
    ];
    if (isset($user_wishlists)) { // 1.6.7 only
        $storefrontShell['user_wishlists'] = $user_wishlists;
    }
    if (count($carts) > 0) {
        $storefrontShell['carts'] = $carts;
    }
    if ($user) { // [] for guests
        $storefrontShell['user'] = $user;
    }
    $storefrontShell += [
        'compare_list' => $compare_list,
        'sliders' => $sliders,
        'banners' => $banners,
        'services' => $services,
        'home_components' => $home_components,
        'add_ons' => $addons,
        'shop_follower' => $shop_follower,
        'default_assets' => $default_assets,
        'categories' => $categories,
        'viewed_products' => $viewed_products,
        'pages' => $pages,
    ];

    /*
     * config('app.app_path') is APP_URL's path without slashes ("shop"), or "/" at the site root.
     * The widget's router base wants a leading slash, so "shop" is rendered as "/shop".
     */
    $storefrontAppPath = '/' . trim((string) config('app.app_path', '/'), '/');

    $storefrontLocale = $active_language ? $active_language->locale : 'en';
    $storefrontDir = $active_language && $active_language->text_direction === 'rtl' ? 'rtl' : 'ltr';
@endphp
<!DOCTYPE html>
<html lang="{{ $storefrontLocale }}" dir="{{ $storefrontDir }}">
<head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="csrf-token" content="{{ csrf_token() }}">
    <meta name="base_url" content="{{ url('/') }}">
    <title>{{ !empty($meta['title']) ? $meta['title'] : settingHelper('system_name') }}</title>

    {{-- SEO, from the same $meta the stock view uses (escaped here). --}}
    <meta name="title" content="{{ $meta['meta_title'] ?? '' }}">
    <meta name="description" content="{{ $meta['meta_description'] ?? '' }}">
    <meta name="keywords" content="{{ $meta['meta_keywords'] ?? '' }}">
    <meta property="og:title" content="{{ $meta['meta_title'] ?? '' }}">
    <meta property="og:description" content="{{ $meta['meta_description'] ?? '' }}">
    <meta property="og:url" content="{{ $meta['meta_url'] ?? url()->current() }}">
    <meta property="og:type" content="{{ $meta['meta_section'] ?? 'website' }}">
    <meta property="og:site_name" content="{{ settingHelper('system_name') }}">
    <meta property="og:image" content="{{ $meta['meta_image'] ?? '' }}">
    <meta name="twitter:card" content="summary">
    <meta name="twitter:title" content="{{ $meta['meta_title'] ?? '' }}">

    <link rel="icon" href="{{ $favicon['image_16x16'] }}">
    <link rel="apple-touch-icon" sizes="144x144" href="{{ $favicon['image_144x144'] }}">
    <link rel="apple-touch-icon" sizes="114x114" href="{{ $favicon['image_114x114'] }}">
    <link rel="apple-touch-icon" sizes="72x72" href="{{ $favicon['image_72x72'] }}">
    <link rel="apple-touch-icon" sizes="57x57" href="{{ $favicon['image_57x57'] }}">

    {{-- The theme colours, as the stock view carries them: the widget reads these :root properties
         (docs/theming.md). Only colour values are printed, so no stored text can end the block. --}}
    <style>
        :root {
@foreach (['--primary-color' => 'primary_color', '--menu-active-color' => 'menu_active_color', '--menu-bg-color' => 'menu_background_color', '--menu-text-color' => 'menu_text_color'] as $property => $key)
@if (preg_match('/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20})$/', trim((string) settingHelper($key))))
            {{ $property }}: {{ trim(settingHelper($key)) }};
@endif
@endforeach
        }
    </style>

    {{-- Analytics and the admin's custom header code, as the stock view emits them. --}}
    @if(settingHelper('custom_header_script'))
        {!! base64_decode(settingHelper('custom_header_script')) !!}
    @endif
    @if(settingHelper('is_google_analytics_activated') && settingHelper('tracking_code'))
        {!! base64_decode(settingHelper('tracking_code')) !!}
    @endif
</head>
<body>
    {{-- 1. Where the widget mounts. Required. --}}
    <div data-storefront></div>

    {{-- 2. Page fields (looked up by id, then by name). --}}
    <input type="hidden" id="token" name="token" value="{{ csrf_token() }}">
    <input type="hidden" id="base_url" name="base_url" value="{{ url('/') }}">
    <input type="hidden" id="app_path" name="app_path" value="{{ $storefrontAppPath }}">

    {{--
        The session's flash message, which the stock view toasts (frontend/master.blade.php): the
        payment callbacks report a failed or cancelled payment this way. The first of info, success,
        warning, error, as the stock view checks them; the widget shows it once. {{ }} escapes it.
    --}}
    @foreach (['info', 'success', 'warning', 'error'] as $storefrontFlashType)
        @if (Session::has($storefrontFlashType) && is_string(Session::get($storefrontFlashType)))
            <input type="hidden" id="flash_type" name="flash_type" value="{{ $storefrontFlashType }}">
            <input type="hidden" id="flash_message" name="flash_message" value="{{ Session::get($storefrontFlashType) }}">
            @break
        @endif
    @endforeach

    {{--
        3. Live notifications. The stock view renders the key and cluster only for signed-in users;
        here they are rendered whenever notifications are on, so a sign-in inside the page connects
        without a reload. The stock backend broadcasts on the public channel notification-send-{id}
        and has no broadcasting/auth route, hence f_pusher_channel = public.
    --}}
    @if(settingHelper('is_pusher_notification_active') == 1)
        <input type="hidden" id="f_pusher_app_key" name="f_pusher_app_key" value="{{ settingHelper('pusher_app_key') }}">
        <input type="hidden" id="f_pusher_app_cluster" name="f_pusher_app_cluster" value="{{ settingHelper('pusher_app_cluster') }}">
        <input type="hidden" id="f_pusher_channel" name="f_pusher_channel" value="public">
    @endif

    {{--
        4. The boot props as JSON. The JSON_HEX_* flags turn < > & ' " into \u escapes, so no value
        (a product name such as "</script>") can end the element; {!! !!} is deliberate, because
        HTML-escaping would corrupt the JSON.
    --}}
    <script type="application/json" id="storefront-shell-data">{!! json_encode($storefrontShell, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT) !!}</script>

    {{-- 5. The loader, last, async: it never holds the page's first paint (after the marker, the
         fields and the shell data, so they are parsed before it runs). It loads the app from its
         own folder (public/storefront/). --}}
    <script async src="{{ static_asset('storefront/loader.js') }}"></script>

    @if(settingHelper('custom_footer_script'))
        {!! base64_decode(settingHelper('custom_footer_script')) !!}
    @endif
</body>
</html>

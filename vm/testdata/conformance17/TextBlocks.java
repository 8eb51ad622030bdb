// TextBlocks (Java 17): text blocks with incidental indentation stripped, escapes
// (\n, \", \s, line continuation \), trailing-space handling, formatted(), and
// String methods added after Java 8 (strip, isBlank, lines, repeat, indent).
public class TextBlocks {
    public static void main(String[] args) {
        String json = """
            {
              "name": "weft",
              "lang": "go"
            }
            """;
        System.out.print(json);
        System.out.println("length " + json.length() + " lines " + json.lines().count());
        String joined = """
            one \
            two \
            three""";
        System.out.println("[" + joined + "]");
        String escapes = """
            quote: \"\"\" tab:\tend
            keep-trailing:\s
            """;
        System.out.print(escapes.replace("\t", "<TAB>").replace(" \n", "<SP>\n"));
        String tmpl = """
            %s has %d items
            """.formatted("cart", 3);
        System.out.print(tmpl);
        System.out.println("strip [" + "  x  ".strip() + "] isBlank " + "   ".isBlank() + " repeat " + "ab".repeat(3) + " stripLeading [" + "  y ".stripLeading() + "]");
        System.out.print("indent:\n" + "a\nb\n".indent(2));
        System.out.println("lines " + "l1\nl2\r\nl3".lines().toList());
    }
}

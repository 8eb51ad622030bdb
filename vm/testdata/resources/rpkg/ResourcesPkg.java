package rpkg;

import java.io.*;

// A class in a package: relative names are the package's.
public class ResourcesPkg {
    public static void main(String[] args) throws IOException {
        try (InputStream in = ResourcesPkg.class.getResourceAsStream("local.txt")) {
            System.out.println(new BufferedReader(new InputStreamReader(in, "UTF-8")).readLine());
        }
        System.out.println(ResourcesPkg.class.getResourceAsStream("/local.txt"));
        System.out.println(int[].class.getResourceAsStream("x"));
        System.out.println(ResourcesPkg[].class.getResource("local.txt") != null);
    }
}

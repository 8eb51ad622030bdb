// The entry plans of vm/entry_test.go written as plain Java, for java -ea.
public class LifecycleMain {
    public static void main(String[] args) throws Exception {
        switch (args[0]) {
        case "static":
            Lifecycle.staticEntry();
            break;
        case "instance": {
            Lifecycle.resetStatics();
            Lifecycle o = new Lifecycle();
            o.setUp();
            o.test();
            break;
        }
        case "failing": {
            Lifecycle o = new Lifecycle();
            try {
                o.setUp();
                o.failing();
                o.test(); // skipped: the test failed
            } finally {
                o.tearDown();
                Lifecycle.afterAll();
            }
            break;
        }
        case "expected": {
            Lifecycle o = new Lifecycle();
            try {
                o.throwsExpected();
            } catch (UnsupportedOperationException e) {
                // expected
            }
            o.tearDown();
            break;
        }
        }
    }
}

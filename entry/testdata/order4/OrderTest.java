package order4;

import org.junit.After;
import org.junit.AfterClass;
import org.junit.Before;
import org.junit.BeforeClass;
import org.junit.Test;

// One test; real JUnit 4 (JUnitCore) and weft's plan must print the same
// sequence.
public class OrderTest extends Base {
    public OrderTest() {
        log("constructor");
    }

    @BeforeClass
    public static void beforeClass() {
        log("beforeClass");
    }

    @Before
    public void before() {
        log("before");
    }

    @Override
    public void overridden() {
        log("OrderTest.overridden (not annotated: not run)");
    }

    @Test
    public void test() {
        log("test");
    }

    @After
    public void after() {
        log("after");
    }

    @AfterClass
    public static void afterClass() {
        log("afterClass");
    }
}

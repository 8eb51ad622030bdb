package order4;

import org.junit.After;
import org.junit.AfterClass;
import org.junit.Before;
import org.junit.Test;

// A failing @Before: the test is skipped, the after methods still run.
public class FailingTest {
    @Before
    public void before() {
        Base.log("before fails");
        throw new IllegalStateException("before");
    }

    @Before
    public void zz() {
        Base.log("second before");
    }

    @Test
    public void test() {
        Base.log("test");
    }

    @After
    public void after() {
        Base.log("after");
    }

    @AfterClass
    public static void afterClass() {
        Base.log("afterClass");
    }
}

package org.youthgames.companion;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}

name "local_https"
version "0.1.0"
description "Serves a page over HTTPS from a WEBrick thread during the run (toque's test)"

name 'hello_web'
version '0.3.1'
description 'A small web site: pages from attributes, an index, a reload'
depends 'base', '~> 1.2'

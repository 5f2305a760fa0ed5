# WEBrick::HTTPServlet::FileHandler: the files under a folder, as a servlet.

require "webrick/htmlutils"
require "webrick/httputils"
require "webrick/httpstatus"
require "webrick/httpservlet/abstract"

module WEBrick
  module HTTPServlet
    # Serves the files under a folder (`root`): a file's content with its MIME type, a
    # folder's index file, or its listing when FancyIndexing is on.
    class FileHandler < AbstractServlet
      HandlerTable = {}

      def self.add_handler(suffix, handler)
        HandlerTable[suffix] = handler
      end

      def self.remove_handler(suffix)
        HandlerTable.delete(suffix)
      end

      def initialize(server, root, options = {}, default = Config::FileHandler)
        @config = server.config
        @logger = @config[:Logger]
        @root = File.expand_path(root)
        options = { FancyIndexing: options } if options == true
        @options = default.dup.update(options || {})
      end

      def service(req, res)
        path = File.expand_path(File.join(@root, req.path_info.to_s))
        unless path == @root || path.start_with?(@root + "/")
          raise HTTPStatus::Forbidden, "`#{req.path}' is outside the document root."
        end
        name = File.basename(path)
        if nondisclosure_name?(name) && path != @root
          raise HTTPStatus::NotFound, "`#{req.path}' not found."
        end
        if File.directory?(path)
          redirect_to_directory_uri(req, res)
          index = @config[:DirectoryIndex].map { |n| File.join(path, n) }.find { |f| File.file?(f) }
          if index
            serve_file(req, res, index)
          elsif @options[:FancyIndexing]
            set_dir_list(req, res, path)
          else
            raise HTTPStatus::Forbidden, "no access permission to `#{req.path}'"
          end
        elsif File.file?(path)
          serve_file(req, res, path)
        else
          raise HTTPStatus::NotFound, "`#{req.path}' not found."
        end
      end

      private

      def nondisclosure_name?(name)
        @options[:NondisclosureName].any? { |pattern| File.fnmatch(pattern, name) }
      end

      def serve_file(req, res, path)
        unless %w[GET HEAD].include?(req.request_method)
          raise HTTPStatus::MethodNotAllowed, "unsupported method `#{req.request_method}'."
        end
        st = File.stat(path)
        mtime = st.mtime
        res["etag"] = sprintf("%x-%x-%x", st.ino, st.size, mtime.to_i)
        if (since = req["if-modified-since"]) && (Time.httpdate(since) rescue nil)&.>=(Time.at(mtime.to_i))
          res.status = HTTPStatus::RC_NOT_MODIFIED
          return
        end
        res["content-type"] = HTTPUtils.mime_type(path, @config[:MimeTypes])
        res["last-modified"] = mtime.httpdate
        res.body = File.binread(path)
        res.filename = path
      end

      def set_dir_list(req, res, path)
        entries = Dir.children(path).reject { |n| nondisclosure_name?(n) }.sort
        title = "Index of #{HTMLUtils.escape(req.path)}"
        body = +"<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\">\n<HTML>\n  <HEAD>\n"
        body << "    <TITLE>#{title}</TITLE>\n  </HEAD>\n  <BODY>\n    <H1>#{title}</H1>\n<PRE>\n"
        body << "<A HREF=\"..\">Parent Directory</A>\n" unless req.path == "/"
        entries.each do |n|
          shown = File.directory?(File.join(path, n)) ? n + "/" : n
          body << "<A HREF=\"#{HTTPUtils.escape_path(shown)}\">#{HTMLUtils.escape(shown)}</A>\n"
        end
        body << "</PRE>\n  </BODY>\n</HTML>\n"
        res["content-type"] = "text/html; charset=UTF-8"
        res.body = body
      end
    end
  end
end

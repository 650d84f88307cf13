/**
 * Help entries, written for an owner who is not a network specialist: what each switch does, and when
 * to use it. The order is the order of the Settings screen, then general questions.
 */
export const FAQ_ENTRIES: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'What is Mobile Data?',
    answer:
      'Mobile Data lets your dRisk gateway reach the internet through its SIM card, the same way a phone does. ' +
      'Turn it on where there is no cable or Wi-Fi internet to use. Your data plan limits how much you can use: ' +
      'the Home screen shows how much is used and how much is left, and when the plan ends. Turn it off when ' +
      'you want to be sure the gateway never spends your mobile data.',
  },
  {
    question: 'What are Wi-Fi Services?',
    answer:
      "Wi-Fi Services switches the gateway's own Wi-Fi network on or off. When it is on, your phones, laptops " +
      'and other devices can join the network with its name and password. When it is off, nobody can connect ' +
      'over Wi-Fi; devices plugged in with a cable keep working.',
  },
  {
    question: 'What is Network Tethering?',
    answer:
      'Network Tethering makes the gateway share its internet connection with the devices around it, like a ' +
      'hotspot, including a computer plugged into its network port. Because the gateway then gives internet ' +
      'out instead of taking it from another Wi-Fi network, turning Tethering on turns Wi-Fi Mode off. You are ' +
      'asked to confirm before the change is made.',
  },
  {
    question: 'What is Wi-Fi Mode?',
    answer:
      'Wi-Fi Mode lets the gateway itself join another Wi-Fi network, for example the one at a hotel or an ' +
      'office, and use it to reach the internet. When it is on, Settings lists the networks nearby: choose one ' +
      'and type its password to connect, or choose Connected to leave it. Turning Wi-Fi Mode on turns Network ' +
      'Tethering off and searches for networks again. You are asked to confirm first.',
  },
  {
    question: 'What is the SSID?',
    answer:
      "The SSID is simply the name of your gateway's Wi-Fi network: the name you see in the Wi-Fi list of your " +
      'phone or laptop. Owners and Admins can change it in Settings with the pencil icon. After a change, your ' +
      'devices have to join the network again under its new name. The name and the password are also shown ' +
      'under More.',
  },
  {
    question: 'What is the Wi-Fi Profile (2.4 GHz or 5 GHz)?',
    answer:
      'The Wi-Fi Profile chooses the radio band the gateway uses. 2.4 GHz reaches further and passes walls ' +
      'better, but it is slower. 5 GHz is faster, but covers a smaller area. If devices in far rooms lose the ' +
      'connection, choose 2.4 GHz; if you are close to the gateway and want speed, choose 5 GHz. Some older ' +
      'devices can only use 2.4 GHz.',
  },
  {
    question: 'What do Notifications do?',
    answer:
      'With Notifications on, the gateway tells you about things that need your attention: a new device wants ' +
      'to connect, someone joined your gateway, an update was installed, the battery or the data plan runs ' +
      'low. You find them under Alerts; the bell at the top shows how many are waiting for an answer. Some ' +
      'need an answer: press Accept or Reject. Guests may switch this on or off for themselves too.',
  },
  {
    question: 'What is Remote Management?',
    answer:
      'Remote Management lets you look after the gateway from this dashboard over the internet, wherever you ' +
      "are. When it is off, settings can only be changed from a phone or computer connected to the gateway's " +
      "own network. Leave it on unless your company's IT team asks you to turn it off.",
  },
  {
    question: 'What does Software Update do?',
    answer:
      'With Software Update on, the gateway installs new versions of its software by itself, usually at night. ' +
      'Updates close security holes and bring improvements, so we recommend leaving it on. The version ' +
      'installed now is shown under More, Software Version.',
  },
  {
    question: 'What is Protect Mode?',
    answer:
      'Protect Mode actively guards your network: the gateway checks connections against known threats and ' +
      'blocks dangerous websites and attacks before they reach your devices. Protect Mode and Monitoring Mode ' +
      'cannot be on at the same time: turning one on turns the other off.',
  },
  {
    question: 'What is Monitoring Mode?',
    answer:
      'Monitoring Mode watches and records what happens on your network, such as which devices connect and ' +
      'which suspicious sites they try to reach, but it does not block anything. Use it to see what is going ' +
      'on before deciding what to block. Turning it on turns Protect Mode off; turn Protect Mode on again to ' +
      'block threats.',
  },
  {
    question: 'What is Ghost Mode?',
    answer:
      'Ghost Mode makes the gateway hard to find: its Wi-Fi network no longer shows up in the lists of nearby ' +
      'phones and laptops. Devices that already know the network name and password can still connect. While ' +
      'Ghost Mode is on, the signal strength cannot be changed; turn Ghost Mode off first.',
  },
  {
    question: 'What is Auto Block?',
    answer:
      'Auto Block decides what happens when a device the gateway has never seen tries to connect. With Auto ' +
      'Block on, the newcomer is kept out straight away and you get a notification: Accept lets it in, Reject ' +
      'keeps it out. With Auto Block off, any device that knows the Wi-Fi password can connect.',
  },
  {
    question: 'What does the Wi-Fi signal strength slider do?',
    answer:
      "The slider sets how far the gateway's Wi-Fi reaches. At 0dB (far left) the signal is at full power and " +
      'reaches furthest. Each step to the right weakens it a little more, up to 31.75dB, so the network only ' +
      'covers nearby rooms. A smaller range makes it harder for people outside to even see your network, but ' +
      'devices far away may lose the connection. The change is saved two seconds after you let go.',
  },
  {
    question: 'What is the connected device?',
    answer:
      'You may have access to more than one dRisk gateway. The connected device is the one you are working ' +
      'with right now: its name and status appear at the top of the pages, and Home, Settings and the other ' +
      'screens show its information. To work with another gateway, open Switch Device and choose it.',
  },
  {
    question: 'How do I invite someone to my gateway?',
    answer:
      "Choose Invite in the menu, type the person's e-mail address, pick a role (Admin or Guest) and press " +
      'Invite. If the person already has a dRisk account, the invitation waits for them under Alerts, where ' +
      'they accept it. If not, they get an e-mail with a link to register; the invitation is there as soon as ' +
      'they have signed up. Owners and Admins can invite people; Guests cannot.',
  },
  {
    question: 'What do the roles Owner, Admin and Guest mean?',
    answer:
      'The Owner is the person the gateway belongs to: they can change every setting, invite people and remove ' +
      'users. An Admin helps the owner run the gateway: they can change settings and invite others. A Guest ' +
      "can use the network and see the gateway's information, but cannot change its settings (apart from " +
      'their own notifications) and cannot invite anyone.',
  },
  {
    question: 'I forgot my password. What do I do?',
    answer:
      'On the sign-in page, choose Forgot Password and type the e-mail address of your account. We send you a ' +
      'link to choose a new password. The link works once and only for one hour; after that, ask for a new one.',
  },
  {
    question: 'Why was I signed out?',
    answer:
      'To protect your account, you are signed out after 30 minutes without activity, and at the latest 12 ' +
      'hours after signing in, even if you keep working. Sign in again to continue where you were.',
  },
];
